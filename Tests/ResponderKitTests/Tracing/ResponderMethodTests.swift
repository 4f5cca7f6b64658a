// `ResponderMethod.kind`: the one place that says which kind of event a default method delivers (the trace filter,
// the trace lines and the SDL demo's tracer rely on it).
import Testing

@testable import ResponderKit

struct ResponderMethodTests {
    @Test("Every method's kind follows its family: touches…, presses…, and the others (motion, remote control)")
    func kindsFollowTheMethodFamilies() {
        for method in ResponderMethod.allCases {
            let expected: ResponderMethod.Kind =
                method.rawValue.hasPrefix("touches")
                ? .touches : method.rawValue.hasPrefix("presses") ? .presses : .other
            #expect(method.kind == expected, "\(method)")
        }
        // The families are all present (a table that put everything in one kind would pass the loop alone).
        #expect(Set(ResponderMethod.allCases.map(\.kind)).count == 3)
    }
}
