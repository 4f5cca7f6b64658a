// NSMapTable off Apple platforms: weak keys and weak values whose objects are freed take their entries with them;
// keys compare by equality or, when asked, by identity (SH-14).

import Foundation
import Testing

@testable import ResponderKit

/// A key or value object of the tests.
private final class Thing {
    let name: String
    init(_ name: String) { self.name = name }
}

@Suite struct MapTableTests {
    @Test("SH-14: A weak-to-strong table drops an entry, and releases its value, when the key is freed")
    func weakKeys() {
        let table = NSMapTable<Thing, Thing>.weakToStrongObjects()
        let kept = Thing("kept")
        weak var freedValue: Thing?
        do {
            let key = Thing("key")
            let value = Thing("value")
            freedValue = value
            table.setObject(value, forKey: key)
            table.setObject(Thing("other"), forKey: kept)
            #expect(table.object(forKey: key) === value)
            #expect(table.count == 2)
        }
        #expect(table.count == 1)  // the freed key's entry is gone
        #expect(freedValue == nil)  // and its value was released
        #expect(table.object(forKey: kept)?.name == "other")
        #expect((table.keyEnumerator().allObjects as? [Thing])?.map(\.name) == ["kept"])
    }

    @Test("SH-14: A strong-to-weak table drops an entry when the value is freed and keeps its strong values' keys")
    func weakValues() {
        let table = NSMapTable<NSString, Thing>.strongToWeakObjects()
        let kept = Thing("kept")
        do {
            let value = Thing("gone")
            table.setObject(value, forKey: "a")
            table.setObject(kept, forKey: "b")
            #expect(table.count == 2)
        }
        #expect(table.object(forKey: "a") == nil)
        #expect(table.count == 1)
        #expect(table.object(forKey: NSString(string: "b")) === kept)  // an equal key finds it
        #expect(table.objectEnumerator()?.allObjects.count == 1)
        #expect(table.dictionaryRepresentation().count == 1)
    }

    @Test("SH-14: Keys compare by isEqual unless objectPointerPersonality asks for identity; nil removes")
    func personalities() {
        let byValue = NSMapTable<NSString, NSString>(keyOptions: .strongMemory, valueOptions: .strongMemory)
        let first = NSString(string: "key")
        let second = NSString(string: "key")
        byValue.setObject("1", forKey: first)
        byValue.setObject("2", forKey: second)
        #expect(byValue.count == 1)
        #expect(byValue.object(forKey: first) == "2")
        let byIdentity = NSMapTable<NSString, NSString>(
            keyOptions: [.strongMemory, .objectPointerPersonality], valueOptions: .strongMemory)
        byIdentity.setObject("1", forKey: first)
        byIdentity.setObject("2", forKey: second)
        #expect(byIdentity.count == 2)
        #expect(byIdentity.object(forKey: first) == "1")
        byIdentity.setObject(nil, forKey: first)
        #expect(byIdentity.count == 1)
        byIdentity.removeObject(forKey: second)
        #expect(byIdentity.count == 0)
        byValue.removeAllObjects()
        #expect(byValue.object(forKey: first) == nil)
        #expect(byIdentity.keyPointerFunctions.options.contains(.objectPointerPersonality))
    }
}
