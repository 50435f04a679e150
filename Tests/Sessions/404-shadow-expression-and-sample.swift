// Expression and even `sample` can be redeclared; SampleModel.sample still reaches the sample.
struct Expression {
    var text: String
    var value: Double
}
let sample = Expression(text: "1 + 2", value: 3)
print(sample)
print(sample.value * 2)
print(SampleModel.sample.expression)
print(SampleModel.sample.expression.wrappedValue)
@State var model = SampleModel.sample
model.progress = 0.5
print(model.progress, SampleModel.sample.progress)
