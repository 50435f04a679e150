extension RuntimeError {
    /// Calls nested deeper than the interpreter allows: the compiled program would crash on
    /// its stack overflow with no message; bindscope names the function and rolls back.
    public static func stackOverflow(in function: String?) -> RuntimeError {
        RuntimeError(.stackOverflow(function: function))
    }
}
