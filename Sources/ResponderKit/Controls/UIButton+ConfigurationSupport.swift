// How a button applies its configuration: the title, subtitle, image or activity indicator and colours it shows,
// their layout inside the content insets, the intrinsic size, and the update cycle (UI-1 … UI-5).
//
// Invariants: with a configuration the title label shows the configuration's title (so the accessibility label
// and intrinsic size follow it), the per-state titles are not shown; a state change asks for an update, which runs
// once before the next layout; the content block (image and texts) is centred in the bounds less the insets.
import Foundation

extension UIButton {
    /// A closure that updates a button's configuration when its state changes.
    public typealias ConfigurationUpdateHandler = (UIButton) -> Void

    /// Creates a button of type `.plain` that shows `configuration` and runs `primaryAction` on a release inside.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .plain, primaryAction: primaryAction)
        self.configuration = configuration
    }

    /// The background the configuration resolves for the current tint, nil without one.
    var configurationBackgroundColor: UIColor? {
        storedConfiguration?.resolvedBackgroundColor(tint: tintColor)
    }

    /// The radius the configuration gives the background's corners, nil without a configuration (stored for a
    /// backend: the display list has square fills).
    var configurationCornerRadius: CGFloat? {
        storedConfiguration?.resolvedCornerRadius(height: bounds.height)
    }

    /// A state change: a configuration-based button asks for an update, a classic one shows the state's content.
    func stateDidChange() {
        if storedConfiguration != nil || configurationUpdateHandler != nil {
            setNeedsUpdateConfiguration()
        } else {
            updateContent()
        }
    }

    /// Runs `updateConfiguration()` and the handler when an update is pending.
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        updateConfiguration()
        configurationUpdateHandler?(self)
    }

    /// Stores `configuration` and shows it; the old content stays when it is set to nil, as in UIKit.
    func configurationDidChange(to configuration: Configuration?) {
        let changed = configuration != storedConfiguration
        storedConfiguration = configuration
        guard configuration != nil else {
            subtitleLabel?.removeFromSuperview()
            subtitleLabel = nil
            configurationIndicator?.removeFromSuperview()
            configurationIndicator = nil
            for view in [imageView, titleLabel] as [UIView?] {
                view?.frame = bounds
                view?.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            }
            return updateContent()
        }
        applyConfiguration()
        if changed {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    // MARK: Showing the configuration

    /// Shows the configuration's title, subtitle, image (or indicator) and colours.
    func applyConfiguration() {
        guard let configuration = storedConfiguration else { return }
        let foreground = configuration.resolvedForegroundColor(tint: tintColor)
        let font = configuration.defaultTitleFont
        if let titleLabel {
            let title = configuration.attributedTitle
            let attributes = UIButton.textAttributes(
                of: title, font: font, color: foreground, transformer: configuration.titleTextAttributesTransformer)
            titleLabel.text = title.map { String($0.characters) }
            titleLabel.font = attributes.font
            titleLabel.textColor = attributes.color
            titleLabel.lineBreakMode = configuration.titleLineBreakMode
            titleLabel.autoresizingMask = []
        }
        applySubtitle(of: configuration, foreground: foreground, titleFont: font)
        imageView?.image = configuration.showsActivityIndicator ? nil : configuration.image
        imageView?.tintColor = foreground
        imageView?.preferredSymbolConfiguration = configuration.preferredSymbolConfigurationForImage
        imageView?.autoresizingMask = []
        applyIndicator(configuration.showsActivityIndicator, color: foreground)
    }

    private func applySubtitle(of configuration: Configuration, foreground: UIColor, titleFont: UIFont) {
        guard let subtitle = configuration.attributedSubtitle else {
            subtitleLabel?.removeFromSuperview()
            subtitleLabel = nil
            return
        }
        let label = subtitleLabel ?? UILabel(frame: .zero)
        if subtitleLabel == nil {
            subtitleLabel = label
            addSubview(label)
        }
        // A subtitle is 2 points smaller than the title (**chosen**, UI-3).
        let attributes = UIButton.textAttributes(
            of: subtitle, font: titleFont.withSize(max(titleFont.pointSize - 2, 1)), color: foreground,
            transformer: configuration.subtitleTextAttributesTransformer)
        label.text = String(subtitle.characters)
        label.font = attributes.font
        label.textColor = attributes.color
    }

    private func applyIndicator(_ shows: Bool, color: UIColor) {
        guard shows else {
            configurationIndicator?.stopAnimating()
            configurationIndicator?.removeFromSuperview()
            configurationIndicator = nil
            return
        }
        let indicator = configurationIndicator ?? UIActivityIndicatorView(style: .medium)
        if configurationIndicator == nil {
            configurationIndicator = indicator
            addSubview(indicator)
        }
        indicator.color = color
        indicator.startAnimating()
    }

    /// The font and colour of a configuration text: its first run's, then the transformer's.
    private static func textAttributes(
        of text: AttributedString?, font: UIFont, color: UIColor,
        transformer: UIConfigurationTextAttributesTransformer?
    ) -> (font: UIFont, color: UIColor) {
        #if !_runtime(_ObjC)
            var container = AttributeContainer()
            container.font = text?.runs.first?.font ?? font
            container.foregroundColor = text?.runs.first?.foregroundColor ?? color
            if let transformer { container = transformer(container) }
            return (container.font ?? font, container.foregroundColor ?? color)
        #else
            return (font, color)
        #endif
    }

    // MARK: Layout and size

    /// The size of the image or the indicator that replaces it; zero for neither.
    private var configurationImageSize: CGSize {
        if let configurationIndicator { return configurationIndicator.intrinsicContentSize }
        return imageView?.image?.size ?? .zero
    }

    /// The title's and subtitle's sizes, unwrapped.
    private var configurationTextSizes: (title: CGSize, subtitle: CGSize) {
        let title = (titleLabel?.text ?? "").isEmpty ? CGSize.zero : titleLabel?.sizeThatFits(.zero) ?? .zero
        let subtitle = subtitleLabel.map { $0.sizeThatFits(.zero) } ?? .zero
        return (title, subtitle)
    }

    /// The image, the texts and the whole content block, laid out from the block's origin.
    private func configurationBlock() -> (block: CGSize, image: CGRect, title: CGRect, subtitle: CGRect) {
        guard let configuration = storedConfiguration else { return (.zero, .zero, .zero, .zero) }
        let (title, subtitle) = configurationTextSizes
        let hasSubtitle = subtitle != .zero
        let textHeight =
            title.height + subtitle.height + (hasSubtitle && title != .zero ? configuration.titlePadding : 0)
        let text = CGSize(width: max(title.width, subtitle.width), height: textHeight)
        let image = configurationImageSize
        let padding = image != .zero && text != .zero ? configuration.imagePadding : 0
        let placement = configuration.imagePlacement
        let vertical = placement == .top || placement == .bottom
        let block =
            vertical
            ? CGSize(width: max(image.width, text.width), height: image.height + padding + text.height)
            : CGSize(width: image.width + padding + text.width, height: max(image.height, text.height))
        var imageOrigin = CGPoint.zero
        var textOrigin = CGPoint.zero
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let imageFirst = placement == .top || (placement == .leading && !rtl) || (placement == .trailing && rtl)
        if vertical {
            imageOrigin.x = (block.width - image.width) / 2
            textOrigin.x = (block.width - text.width) / 2
            if imageFirst { textOrigin.y = image.height + padding } else { imageOrigin.y = text.height + padding }
        } else {
            imageOrigin.y = (block.height - image.height) / 2
            textOrigin.y = (block.height - text.height) / 2
            if imageFirst { textOrigin.x = image.width + padding } else { imageOrigin.x = text.width + padding }
        }
        let titleFrame = CGRect(
            x: textOrigin.x + (text.width - title.width) / 2, y: textOrigin.y, width: title.width, height: title.height)
        let subtitleFrame = CGRect(
            x: textOrigin.x + (text.width - subtitle.width) / 2, y: textOrigin.y + text.height - subtitle.height,
            width: subtitle.width, height: subtitle.height)
        return (block, CGRect(origin: imageOrigin, size: image), titleFrame, subtitleFrame)
    }

    /// The insets as left and right for the layout direction.
    private var configurationInsets: UIEdgeInsets {
        guard let insets = storedConfiguration?.contentInsets else { return .zero }
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return UIEdgeInsets(
            top: insets.top, left: rtl ? insets.trailing : insets.leading, bottom: insets.bottom,
            right: rtl ? insets.leading : insets.trailing)
    }

    /// The content block plus the insets, in whole points (UI-3).
    var configurationContentSize: CGSize {
        let block = configurationBlock().block
        let insets = configurationInsets
        return CGSize(
            width: (block.width + insets.left + insets.right).rounded(.up),
            height: (block.height + insets.top + insets.bottom).rounded(.up))
    }

    /// Places the image (or indicator), title and subtitle: the block centred in the bounds less the insets.
    func layOutConfigurationContent() {
        guard storedConfiguration != nil else { return }
        let (block, image, title, subtitle) = configurationBlock()
        let area = bounds.inset(by: configurationInsets)
        let origin = CGPoint(x: area.midX - block.width / 2, y: area.midY - block.height / 2)
        let imageFrame = image.offsetBy(dx: origin.x, dy: origin.y)
        imageView?.frame = imageFrame
        configurationIndicator?.frame = imageFrame
        titleLabel?.frame = title.offsetBy(dx: origin.x, dy: origin.y)
        subtitleLabel?.frame = subtitle.offsetBy(dx: origin.x, dy: origin.y)
    }
}
