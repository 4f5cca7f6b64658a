// libFuzzer target `inject`: `InjectScript.parse` (Backends/SDL2's SDLInjectScript target, the `--inject FILE` of
// the SDL demo) on arbitrary bytes.
//
// Besides "never traps", the target checks:
// - an error has a message and a line that exists in the input (lines end at LF, CR LF or CR);
// - a parsed script keeps its documented invariants: at most `maximumEventCount` events, times finite, at least 0
//   and never decreasing, finger coordinates in 0…1, finger numbers whole and non-negative, accelerometer values
//   finite and within ±1000 m/s², key scancodes in 4…231 with only known modifier bits, wheel steps within ±100
//   and not both 0 at a position in 0…16384, text events of at most 31 UTF-8 bytes (committed text not empty) with
//   an editing cursor and selection within the text;
// - the script written back in the file format parses to the same script.
//
// SDLInjectScript depends only on ResponderKitJSON, so the harness needs no SDL: Scripts/fuzz.sh builds the module
// from Backends/SDL2/Sources/SDLInjectScript after the root's modules (see Fuzz/README.md).
import SDLInjectScript

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let script: InjectScript
    do {
        script = try InjectScript.parse(bytes)
    } catch {
        require(!error.message.isEmpty && !error.description.isEmpty, "an empty error message")
        require(error.line >= 1 && error.line <= lineCount(bytes), "\(error): the input has \(lineCount(bytes)) lines")
        return 0
    }
    checkInvariants(script)
    let written = Array(write(script).utf8)
    do {
        let again = try InjectScript.parse(written)
        require(again == script, "the script written back parses differently:\n\(write(script))")
    } catch {
        fatalError("the script written back does not parse: \(error)\n\(write(script))")
    }
    return 0
}

/// The number of lines of `bytes`.
private func lineCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var lines = 1
    var index = 0
    while index < bytes.count {
        if bytes[index] == 0x0D {
            lines += 1
            if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
        } else if bytes[index] == 0x0A {
            lines += 1
        }
        index += 1
    }
    return lines
}

private func checkInvariants(_ script: InjectScript) {
    require(script.events.count <= InjectScript.maximumEventCount, "\(script.events.count) events")
    var previous = 0.0
    for event in script.events {
        require(event.time.isFinite && event.time >= previous, "time \(event.time) after \(previous)")
        previous = event.time
        switch event.kind {
        case .fingerDown(let finger, let x, let y), .fingerMotion(let finger, let x, let y),
            .fingerUp(let finger, let x, let y):
            require(finger >= 0 && finger <= Int(Int32.max), "finger \(finger)")
            require((0...1).contains(x) && (0...1).contains(y), "finger at \(x), \(y)")
        case .accelerometer(let x, let y, let z):
            for value in [x, y, z] { require(value.isFinite && abs(value) <= 1000, "accelerometer \(value)") }
        case .buttonDown(let button), .buttonUp(let button):
            require(InjectButton(name: button.name) == button, "button \(button) does not round-trip its name")
        case .keyDown(let scancode, let modifiers), .keyUp(let scancode, let modifiers):
            require(InjectKey.scancodes.contains(scancode), "scancode \(scancode)")
            let known = InjectModifiers.named.reduce(InjectModifiers()) { $0.union($1.modifier) }
            require(known.isSuperset(of: modifiers), "modifier bits \(modifiers.rawValue)")
        case .wheel(let x, let y, let windowX, let windowY):
            require(abs(x) <= 100 && abs(y) <= 100 && (x != 0 || y != 0), "wheel steps \(x), \(y)")
            require((0...16_384).contains(windowX) && (0...16_384).contains(windowY), "wheel at \(windowX), \(windowY)")
        case .close:
            break
        case .textEditing(let text, let start, let length):
            let count = text.unicodeScalars.count
            require(text.utf8.count <= 31 && start >= 0 && length >= 0 && start + length <= count, "editing \(text)")
        case .textInput(let text):
            require(!text.isEmpty && text.utf8.count <= 31, "text \(text)")
        }
    }
}

/// `text` as a JSON string literal (every scalar outside printable ASCII escaped).
private func jsonString(_ text: String) -> String {
    var out = "\""
    for unit in text.utf16 {
        if unit >= 0x20 && unit < 0x7F && unit != 0x22 && unit != 0x5C {
            out.append(Character(Unicode.Scalar(UInt8(unit))))
        } else {
            let hex = String(unit, radix: 16)
            out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }
    return out + "\""
}

/// The script in the file format, numbers in Swift's shortest round-trip form.
private func write(_ script: InjectScript) -> String {
    var events: [String] = []
    for event in script.events {
        let time = "\"time\": \(event.time)"
        switch event.kind {
        case .fingerDown(let finger, let x, let y):
            events.append("{\(time), \"type\": \"finger-down\", \"finger\": \(finger), \"x\": \(x), \"y\": \(y)}")
        case .fingerMotion(let finger, let x, let y):
            events.append("{\(time), \"type\": \"finger-motion\", \"finger\": \(finger), \"x\": \(x), \"y\": \(y)}")
        case .fingerUp(let finger, let x, let y):
            events.append("{\(time), \"type\": \"finger-up\", \"finger\": \(finger), \"x\": \(x), \"y\": \(y)}")
        case .accelerometer(let x, let y, let z):
            events.append("{\(time), \"type\": \"accelerometer\", \"x\": \(x), \"y\": \(y), \"z\": \(z)}")
        case .buttonDown(let button):
            events.append("{\(time), \"type\": \"button-down\", \"button\": \"\(button.name)\"}")
        case .buttonUp(let button):
            events.append("{\(time), \"type\": \"button-up\", \"button\": \"\(button.name)\"}")
        case .keyDown(let scancode, let modifiers), .keyUp(let scancode, let modifiers):
            let type = if case .keyDown = event.kind { "key-down" } else { "key-up" }
            let names = modifiers.names.map { "\"\($0)\"" }.joined(separator: ", ")
            events.append(
                "{\(time), \"type\": \"\(type)\", \"scancode\": \(scancode), \"modifiers\": [\(names)]}")
        case .wheel(let x, let y, let windowX, let windowY):
            events.append(
                "{\(time), \"type\": \"wheel\", \"x\": \(x), \"y\": \(y), \"position\": [\(windowX), \(windowY)]}")
        case .close:
            events.append("{\(time), \"type\": \"close\"}")
        case .textEditing(let text, let start, let length):
            events.append(
                "{\(time), \"type\": \"text-editing\", \"text\": \(jsonString(text)), \"start\": \(start), "
                    + "\"length\": \(length)}")
        case .textInput(let text):
            events.append("{\(time), \"type\": \"text-input\", \"text\": \(jsonString(text))}")
        }
    }
    return "{\"format\": \"\(InjectScript.formatName)\", \"version\": \(InjectScript.formatVersion), \"events\": ["
        + events.joined(separator: ",\n") + "]}"
}
