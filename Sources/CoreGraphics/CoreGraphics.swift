// The `CoreGraphics` module off Apple platforms: `import CoreGraphics` in real UIKit code resolves here and brings in
// Foundation (CGPoint, CGRect, CGFloat) and ResponderKit's CGAffineTransform. Empty on Apple platforms.
#if !_runtime(_ObjC)
    @_exported import Foundation
    @_exported import ResponderKit
#endif
