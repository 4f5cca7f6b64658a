// Reading `recursiveDescription` dumps: the lines, depths, classes and attributes real dumps contain.
import Foundation
import Testing

@testable import ResponderKitScenes

@Suite("View dumps: reading the lines")
struct ViewDumpReaderTests {
    static let simple = """
        <UIWindow: 0x7f9c4a50c2c0; frame = (0 0; 375 667); gestureRecognizers = <NSArray: 0x600000c4c0f0>; layer = <UIWindowLayer: 0x600000221d60>>
           | <UIView: 0x7f9c4a60a370; frame = (0 0; 375 667); autoresize = W+H; backgroundColor = <UIDynamicSystemColor: 0x600001b58e40; name = systemBackgroundColor>; layer = <CALayer: 0x600000221640>>
           |    | <UIButton: 0x7f9c4a60c7e0; frame = (150 300; 75 30); opaque = NO; autoresize = RM+BM; layer = <CALayer: 0x600000222ac0>>
           |    |    | <UIButtonLabel: 0x7f9c4a60ca70; frame = (0 6; 75 18); text = 'Sign; in > now'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6000035a4b40>>
           |    | <MyApp.CardView: 0x7f9c4a60d000; frame = (20 400; 335 120); hidden = YES; alpha = 0.5; clipsToBounds = YES; animations = { position=<CABasicAnimation: 0x6000; a = b>; bounds.size=<CABasicAnimation: 0x6001>; }; layer = <CALayer: 0x600000222b00>>
        """

    @Test("Depth is the number of '|', whatever the spacing; class, address and attributes are split at top level")
    func readsEntries() {
        let (entries, problems) = ViewDumpReader.read(Self.simple)
        #expect(problems.isEmpty)
        #expect(entries.map(\.depth) == [0, 1, 2, 3, 2])
        #expect(entries.map(\.className) == ["UIWindow", "UIView", "UIButton", "UIButtonLabel", "MyApp.CardView"])
        #expect(entries[2].address == "0x7f9c4a60c7e0")
        #expect(entries[2].id == "UIButton:0x7f9c4a60c7e0")
        #expect(entries[3].value("text") == "'Sign; in > now'")
        #expect(entries[3].value("userInteractionEnabled") == "NO")
        let color = "<UIDynamicSystemColor: 0x600001b58e40; name = systemBackgroundColor>"
        #expect(entries[1].value("backgroundColor") == color)
        #expect(entries[4].value("hidden") == "YES")
        #expect(entries[4].value("layer") == "<CALayer: 0x600000222b00>")
        let keys = ["frame", "hidden", "alpha", "clipsToBounds", "animations", "layer"]
        #expect(entries[4].attributes.map(\.key) == keys)
    }

    @Test("A line wrapped by the console is joined to its view; the next view line still starts a view")
    func joinsWrappedLines() {
        let dump = """
            <UIWindow: 0x1; frame = (0 0; 375 667); layer = <UIWindow
            Layer: 0x2>>
               | <UIScrollView: 0x3; frame = (0 0; 375 667); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x4>; layer
            = <CALayer: 0x5>; contentOffset: {0, 120}; contentSize: {375, 2000}; adjustedContentInset: {0, 0, 0, 0}>
            """
        let (entries, problems) = ViewDumpReader.read(dump)
        #expect(problems.isEmpty)
        #expect(entries.count == 2)
        #expect(entries[0].value("layer") == "<UIWindowLayer: 0x2>")
        #expect(entries[1].line == 3)
        #expect(entries[1].value("contentOffset") == "{0, 120}")
        #expect(entries[1].value("contentSize") == "{375, 2000}")
    }

    @Test("Swift's po output wrapped as Optional(\"…\") with escaped newlines and quotes is unwrapped")
    func unwrapsOptional() {
        let dump =
            #"Optional("<UIView: 0xa1; frame = (0 0; 100 100); layer = <CALayer: 0xa2>>\n   | <UILabel: 0xa3; "#
            + #"frame = (0 0; 50 20); text = \'Say \"hi\"\'; userInteractionEnabled = NO; layer = <_UILabelLayer: "#
            + #"0xa4>>")"#
        let (entries, problems) = ViewDumpReader.read(dump)
        #expect(problems.isEmpty)
        #expect(entries.map(\.depth) == [0, 1])
        #expect(entries[1].value("text") == "'Say \"hi\"'")
    }

    @Test("A line that is not a view is reported with its number; the rest is used; lldb prompts are skipped")
    func reportsUnknownLines() {
        let dump = """
            (lldb) expr -l objc -O -- [[UIApplication sharedApplication].keyWindow recursiveDescription]
            <UIWindow: 0x1; frame = (0 0; 375 667)>
            this is not a view
               | <UIView 0x2; frame = (0 0; 10 10)>
               | <UIView: 0x3; frame = (0 0; 10 10)>
            """
        let (entries, problems) = ViewDumpReader.read(dump)
        #expect(entries.map(\.address) == ["0x1", "0x3"])
        #expect(problems.map(\.line) == [3, 4])
        #expect(problems[0].description.hasPrefix("line 3: not a view line"))
    }

    @Test("A view whose '<' never closes is reported, not read forever")
    func reportsUnclosed() {
        let (entries, problems) = ViewDumpReader.read("<UIView: 0x1; frame = (0 0; 1 1)\n   | <UIView: 0x2")
        #expect(entries.isEmpty)
        #expect(problems.map(\.line) == [1])
    }
}
