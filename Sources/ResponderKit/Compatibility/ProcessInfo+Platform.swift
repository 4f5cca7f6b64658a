// The platform questions apps ask ProcessInfo, which swift-corelibs-foundation lacks: a ResponderKit app is an iOS
// app running on neither a Mac nor Mac Catalyst.
import Foundation

#if !_runtime(_ObjC)
    extension ProcessInfo {
        /// Whether this is an iPhone or iPad app running on a Mac: false.
        public var isiOSAppOnMac: Bool { false }
        /// Whether this is a Mac Catalyst app: false.
        public var isMacCatalystApp: Bool { false }
    }
#endif
