// A buffered `TextOutputStream` over a `FileHandle`; call ``flush()`` when done.
// The invariants at the top of `CommandLineTool.swift` hold here too.

import Foundation

/// A buffered `TextOutputStream` over a `FileHandle`; call ``flush()`` when done.
public struct FileHandleOutputStream: TextOutputStream {
    /// The buffer is written out when it grows past this many bytes.
    public static let bufferSize = 64 * 1024
    private let handle: FileHandle
    private var buffer: [UInt8] = []

    /// Which standard stream to write to.
    public enum Stream: Sendable {
        /// Standard output.
        case standardOutput
        /// Standard error.
        case standardError
    }

    /// Creates a stream over standard output or standard error.
    public init(_ stream: Stream) {
        handle = stream == .standardOutput ? FileHandle.standardOutput : FileHandle.standardError
        buffer.reserveCapacity(Self.bufferSize)
    }

    /// Appends `string`, writing the buffer out when it is full.
    public mutating func write(_ string: String) {
        buffer.append(contentsOf: string.utf8)
        if buffer.count >= Self.bufferSize { flush() }
    }

    /// Writes out everything buffered.
    public mutating func flush() {
        guard !buffer.isEmpty else { return }
        try? handle.write(contentsOf: buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
