// `import ResponderKit` brings in Foundation too, as UIKit does, so UIKit code that relies on it (CGPoint,
// NSCoder, NotificationCenter, hypot) compiles without adding `import Foundation`.
@_exported import Foundation
