// The application delegate protocol.

/// The methods an application's delegate may implement. An app delegate that subclasses `UIResponder` is the
/// last responder of the chain (RC-5).
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {}
