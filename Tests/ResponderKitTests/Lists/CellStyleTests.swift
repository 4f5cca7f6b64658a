// The image view and labels of the cell styles (spec LS-22): which exist and where they go.

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

@MainActor
struct CellStyleTests {
    private func cell(_ style: UITableViewCell.CellStyle, image: CGSize? = nil) -> UITableViewCell {
        let cell = UITableViewCell(style: style, reuseIdentifier: nil)
        if let image { cell.imageView?.image = UIImage(size: image) }
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        return cell
    }

    @Test("LS-22: the default style has one label inside 16-point margins and no detail label")
    func defaultStyle() {
        let cell = cell(.default)
        #expect(cell.detailTextLabel == nil)
        #expect(cell.textLabel?.frame == CGRect(x: 16, y: 0, width: 288, height: 44))
        #expect(cell.imageView?.superview === cell.contentView)
        #expect(cell.imageView?.frame.size == .zero)
        // An accessory narrows the content view, and the label with it.
        cell.accessoryType = .disclosureIndicator
        #expect(cell.textLabel?.frame.width == 264)
    }

    @Test("LS-22: subtitle stacks the labels after the image; value1 and value2 put them side by side")
    func otherStyles() {
        let subtitle = cell(.subtitle, image: CGSize(width: 40, height: 40))
        #expect(subtitle.imageView?.frame == CGRect(x: 16, y: 2, width: 40, height: 40))
        #expect(subtitle.textLabel?.frame == CGRect(x: 72, y: 0, width: 232, height: 22))
        #expect(subtitle.detailTextLabel?.frame == CGRect(x: 72, y: 22, width: 232, height: 22))
        let value1 = cell(.value1)
        #expect(value1.textLabel?.frame == CGRect(x: 16, y: 0, width: 144, height: 44))
        #expect(value1.detailTextLabel?.frame == CGRect(x: 160, y: 0, width: 144, height: 44))
        #expect(value1.detailTextLabel?.textAlignment == .right)
        let value2 = cell(.value2)
        #expect(value2.textLabel?.frame == CGRect(x: 16, y: 0, width: 86, height: 44))
        #expect(value2.textLabel?.textAlignment == .right)
        #expect(value2.detailTextLabel?.frame == CGRect(x: 108, y: 0, width: 196, height: 44))
    }

    @Test("LS-22: right to left, the image is at the right and the labels to its left")
    func rightToLeft() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.semanticContentAttribute = .forceRightToLeft
        cell.imageView?.image = UIImage(size: CGSize(width: 40, height: 40))
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        #expect(cell.imageView?.frame.minX == 264)
        #expect(cell.textLabel?.frame == CGRect(x: 16, y: 0, width: 232, height: 22))
    }
}
