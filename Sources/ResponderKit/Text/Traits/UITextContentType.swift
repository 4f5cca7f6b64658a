// The meaning of the text a text object expects, as UIKit's string constants.
//
// Invariant: the raw values are the HTML `autocomplete` tokens UIKit's constants carry; a value made from any other
// string is kept as it is (UIKit accepts any string too).
import Foundation

/// The semantic meaning of the text a text object expects, for AutoFill and the keyboard's suggestions. Stored;
/// headless there is no AutoFill.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The string.
    public let rawValue: String

    /// A content type with the given string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A content type with the given string.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// A person's full name.
    public static let name = UITextContentType(rawValue: "name")
    /// A prefix or title, such as "Dr.".
    public static let namePrefix = UITextContentType(rawValue: "honorific-prefix")
    /// A given (first) name.
    public static let givenName = UITextContentType(rawValue: "given-name")
    /// A middle name.
    public static let middleName = UITextContentType(rawValue: "additional-name")
    /// A family (last) name.
    public static let familyName = UITextContentType(rawValue: "family-name")
    /// A suffix, such as "Jr.".
    public static let nameSuffix = UITextContentType(rawValue: "honorific-suffix")
    /// A nickname.
    public static let nickname = UITextContentType(rawValue: "nickname")
    /// A job title.
    public static let jobTitle = UITextContentType(rawValue: "organization-title")
    /// An organization's name.
    public static let organizationName = UITextContentType(rawValue: "organization")
    /// A location.
    public static let location = UITextContentType(rawValue: "location")
    /// A full street address.
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    /// The first line of a street address.
    public static let streetAddressLine1 = UITextContentType(rawValue: "address-line1")
    /// The second line of a street address.
    public static let streetAddressLine2 = UITextContentType(rawValue: "address-line2")
    /// A city.
    public static let addressCity = UITextContentType(rawValue: "address-level2")
    /// A state or province.
    public static let addressState = UITextContentType(rawValue: "address-level1")
    /// A city and a state.
    public static let addressCityAndState = UITextContentType(rawValue: "address-level1+2")
    /// A sublocality.
    public static let sublocality = UITextContentType(rawValue: "address-level3")
    /// A country.
    public static let countryName = UITextContentType(rawValue: "country-name")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postal-code")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "email")
    /// A URL.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static let URL = UITextContentType(rawValue: "url")
    /// A credit card number.
    public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
    /// A credit card's security code.
    public static let creditCardSecurityCode = UITextContentType(rawValue: "cc-csc")
    /// The name on a credit card.
    public static let creditCardName = UITextContentType(rawValue: "cc-name")
    /// The given name on a credit card.
    public static let creditCardGivenName = UITextContentType(rawValue: "cc-given-name")
    /// The middle name on a credit card.
    public static let creditCardMiddleName = UITextContentType(rawValue: "cc-additional-name")
    /// The family name on a credit card.
    public static let creditCardFamilyName = UITextContentType(rawValue: "cc-family-name")
    /// A credit card's expiration date.
    public static let creditCardExpiration = UITextContentType(rawValue: "cc-exp")
    /// A credit card's expiration month.
    public static let creditCardExpirationMonth = UITextContentType(rawValue: "cc-exp-month")
    /// A credit card's expiration year.
    public static let creditCardExpirationYear = UITextContentType(rawValue: "cc-exp-year")
    /// A credit card's type.
    public static let creditCardType = UITextContentType(rawValue: "cc-type")
    /// An account or login name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "new-password")
    /// A single-factor SMS login code.
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    /// A parcel tracking number.
    public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipment-tracking-number")
    /// An airline flight number.
    public static let flightNumber = UITextContentType(rawValue: "flight-number")
    /// A date, a time, or both.
    public static let dateTime = UITextContentType(rawValue: "date-time")
    /// A birth date.
    public static let birthdate = UITextContentType(rawValue: "bday")
    /// The day of a birth date.
    public static let birthdateDay = UITextContentType(rawValue: "bday-day")
    /// The month of a birth date.
    public static let birthdateMonth = UITextContentType(rawValue: "bday-month")
    /// The year of a birth date.
    public static let birthdateYear = UITextContentType(rawValue: "bday-year")
    /// A cellular EID.
    public static let cellularEID = UITextContentType(rawValue: "cellular-eid")
    /// A cellular IMEI.
    public static let cellularIMEI = UITextContentType(rawValue: "cellular-imei")
}
