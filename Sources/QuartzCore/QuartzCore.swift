// The `QuartzCore` module off Apple platforms: `import QuartzCore` in real UIKit code resolves here and brings in
// ResponderKit (its `CALayer`, `CADisplayLink` and animation stand-ins) and Foundation. Empty on Apple platforms.
#if !_runtime(_ObjC)
    @_exported import Foundation
    @_exported import ResponderKit
#endif
