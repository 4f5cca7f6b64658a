// Rows, items and sections of index paths, as UIKit adds them to Foundation's IndexPath.
import Foundation

#if !_runtime(_ObjC)
    extension IndexPath {
        /// Creates an index path for a table row.
        public init(row: Int, section: Int) {
            self.init(indexes: [section, row])
        }

        /// Creates an index path for a collection item.
        public init(item: Int, section: Int) {
            self.init(indexes: [section, item])
        }

        /// The section (the first index).
        public var section: Int { count > 0 ? self[0] : 0 }
        /// The row of a table (the second index).
        public var row: Int { count > 1 ? self[1] : 0 }
        /// The item of a collection (the second index).
        public var item: Int { count > 1 ? self[1] : 0 }
    }
#endif
