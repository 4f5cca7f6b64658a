import Testing
@testable import ResponderKitDemoApp
