// `NSPredicate(format:)` off Apple platforms, where swift-corelibs-foundation marks it unavailable: the format is
// parsed here (QueryPredicate) so XCUITest code such as `app.buttons.matching(NSPredicate(format: "label CONTAINS
// 'Save'"))` compiles and runs unchanged (UT-20). On Apple platforms Foundation's own initializer is used.
//
// Invariants: no global state: the parsed predicate lives in the block the predicate wraps, and a query reads it
// back by evaluating the predicate once with a `PredicateProbe`.
import Foundation

/// The object a query evaluates a predicate with to read back the predicate this library parsed.
final class PredicateProbe {
    var parsed: Result<QueryPredicate, PredicateError>?
    var format = ""
}

#if !_runtime(_ObjC)
    extension NSPredicate {
        /// Creates a predicate from a format string, for UI test queries: comparisons of element attributes
        /// (`label CONTAINS 'x'`, `identifier BEGINSWITH %@`, `value == '1'`, `elementType == 9` …) joined by
        /// AND, OR and NOT. An unsupported format makes the query using it fail, naming the predicate.
        public convenience init(format predicateFormat: String, _ args: Any...) {
            self.init(format: predicateFormat, argumentArray: args)
        }

        /// Creates a predicate from a format string and its arguments (see ``init(format:_:)``).
        public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
            let parsed = QueryPredicate.parse(predicateFormat, arguments: arguments ?? [])
            self.init { object, _ in
                guard let probe = object as? PredicateProbe else { return false }
                probe.parsed = parsed
                probe.format = predicateFormat
                return true
            }
        }
    }
#endif
