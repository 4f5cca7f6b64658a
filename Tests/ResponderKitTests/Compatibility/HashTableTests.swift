// NSHashTable off Apple platforms: weakly held members go when they are freed (the multicast-delegate pattern);
// members compare by equality or, when asked, by identity (SH-14).

import Foundation
import Testing

@testable import ResponderKit

/// An observer of the multicast delegate below.
private protocol Listener: AnyObject {
    func heard(_ word: String)
}

private final class Recorder: Listener {
    var words: [String] = []
    func heard(_ word: String) { words.append(word) }
}

/// The pattern as apps write it: observers in a weak hash table, told in turn.
private final class Broadcaster {
    let listeners = NSHashTable<AnyObject>.weakObjects()
    func say(_ word: String) {
        for case let listener as Listener in listeners.allObjects { listener.heard(word) }
    }
}

@Suite struct HashTableTests {
    @Test("SH-14: A weak hash table forgets a freed member; the live ones are still told")
    func weakMembers() {
        let broadcaster = Broadcaster()
        let kept = Recorder()
        weak var freed: Recorder?
        do {
            let transient = Recorder()
            freed = transient
            broadcaster.listeners.add(transient)
            broadcaster.listeners.add(kept)
            broadcaster.listeners.add(kept)  // already there
            #expect(broadcaster.listeners.count == 2)
            broadcaster.say("one")
            #expect(transient.words == ["one"])
        }
        #expect(freed == nil)  // the table did not keep it alive
        #expect(broadcaster.listeners.count == 1)
        broadcaster.say("two")
        #expect(kept.words == ["one", "two"])
        #expect(broadcaster.listeners.contains(kept))
        broadcaster.listeners.remove(kept)
        #expect(broadcaster.listeners.anyObject == nil)
    }

    @Test("SH-14: Members compare by isEqual unless objectPointerPersonality asks for identity")
    func personalities() {
        let first = NSString(string: "a")
        let second = NSString(string: "a")
        let byValue = NSHashTable<NSString>(options: .strongMemory)
        byValue.add(first)
        byValue.add(second)
        #expect(byValue.count == 1)
        #expect(byValue.member(second) === first)
        let byIdentity = NSHashTable<NSString>(options: [.strongMemory, .objectPointerPersonality])
        byIdentity.add(first)
        byIdentity.add(second)
        #expect(byIdentity.count == 2)
        #expect((byIdentity.objectEnumerator().allObjects as? [NSString])?.count == 2)
        byIdentity.removeAllObjects()
        #expect(byIdentity.allObjects.isEmpty)
    }
}
