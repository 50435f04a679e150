// StateBindingUI is StateBinding plus views: a program imports this one module.
@_exported import StateBinding
