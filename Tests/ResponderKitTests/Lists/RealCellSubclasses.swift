// Cell subclasses in the forms real apps write them (spec LS-4): compiling this file proves they build against
// ResponderKit unchanged; the tests register and dequeue them. The forms that do not compile are listed in
// docs/spec-lists-surface.md.

@testable import ResponderKit

/// Only stored properties with defaults: inherits every initializer.
final class StoredOnlyCell: UITableViewCell {
    var badgeCount = 0
    let badge = UILabel(frame: .zero)
    var prepared = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        prepared += 1
        badgeCount = 0
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        badgeCount = -1
    }
}

/// The commonest form: `override init(style:reuseIdentifier:)` and a fatal `init?(coder:)`.
class OverridingCell: UITableViewCell {
    let nameLabel = UILabel(frame: .zero)
    private(set) var styleGiven: UITableViewCell.CellStyle?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        styleGiven = style
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(nameLabel)
        accessoryType = .disclosureIndicator
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A second level that only adds stored properties.
final class SecondLevelCell: OverridingCell {
    var extra = 1
}

/// `let` properties set before `super.init`, a convenience initializer and a non-failable `init(coder:)`.
final class LetPropertiesCell: UITableViewCell {
    let icon: UIImageView
    var button: UIButton!

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        icon = UIImageView(frame: .zero)
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        button = UIButton(type: .system)
        contentView.addSubview(icon)
    }

    convenience init() {
        self.init(style: .default, reuseIdentifier: "LetPropertiesCell")
    }

    required init(coder aDecoder: NSCoder) {
        fatalError("init(coder:)")
    }
}

/// An `@available(*, unavailable)` coder initializer, public members.
public class NiblessCell: UITableViewCell {
    public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("unsupported")
    }
}

/// A collection cell with `override init(frame:)`, remembering the frame it was made with.
final class FrameCell: UICollectionViewCell {
    let label = UILabel(frame: .zero)
    private(set) var initialFrame: CGRect = .null

    override init(frame: CGRect) {
        initialFrame = frame
        super.init(frame: frame)
        contentView.addSubview(label)
    }

    convenience init() {
        self.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A collection cell with only stored properties.
final class PlainItemCell: UICollectionViewCell {
    var prepared = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        prepared += 1
    }
}

/// A header with `override init(reuseIdentifier:)`.
final class TitledHeader: UITableViewHeaderFooterView {
    let title = UILabel(frame: .zero)
    private(set) var identifierGiven: String?

    override init(reuseIdentifier: String?) {
        identifierGiven = reuseIdentifier
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(title)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A supplementary view with `override init(frame:)`.
final class SectionBanner: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
