"""Blind set 8, batch B: eight versioned rule families - Wyoming Game and Fish Commission: hunting and fishing
license fees; City of Brantwood (Ontario): sidewalk cafe by-law; Wessex Vale Hospitals NHS Foundation Trust:
charges for copies of health records; Goulburn Ridge Water (Victoria): meter accuracy testing fees;
临江市发展改革委、住建局: 物业服务收费管理办法; 南岭市人民政府: 电动自行车登记管理规定;
國立北濱大學: 學生宿舍收費要點; 白河市人民政府办公室: 城市集中供热收费办法."""

from __future__ import annotations

from datetime import date

from tasks.sample_corpus.families import REFERENCE_DATE, RuleFamily, RuleQuestion, RuleVersion


def _version(slug: str, title: str, in_force_from: date, *paragraphs: str | tuple[str, str]) -> RuleVersion:
    """A version from its paragraphs in reading order; a (fact key, text) pair is a paragraph stating that fact."""
    texts = tuple(p if isinstance(p, str) else p[1] for p in paragraphs)
    facts = {p[0]: p[1] for p in paragraphs if not isinstance(p, str)}
    return RuleVersion(slug=slug, title=title, paragraphs=texts, in_force_from=in_force_from, facts=facts)


def _q(query: str, fact: str, as_of: date = REFERENCE_DATE) -> RuleQuestion:
    kind = "current" if as_of == REFERENCE_DATE else "historical" if as_of < REFERENCE_DATE else "future"
    return RuleQuestion(query=query, fact=fact, as_of=as_of, kind=kind)


# --- EN-1: state wildlife commission, license fee chapter --------------------------------------------------

_WY_TITLE = "Chapter 15 - Regulation Governing Hunting and Fishing License Fees"

_WYOMING = RuleFamily(
    family="bl8b-wyoming-license-fees",
    phrasing="blind8-b-en-1",
    language="en",
    folder="official/wildlife",
    author="Wyoming Game and Fish Commission",
    versions=(
        _version(
            "bl8b-wyoming-license-fees-2014", _WY_TITLE, date(2014, 11, 18),
            "WYOMING GAME AND FISH COMMISSION",
            "CHAPTER 15",
            "REGULATION GOVERNING HUNTING AND FISHING LICENSE FEES",
            "Section 1. Authority. This regulation is promulgated by authority of W.S. 23-1-102, 23-1-302 and "
            "23-2-101.",
            "Section 2. Applicability. The fees set out in this Chapter apply to licenses, permits and stamps sold "
            "by the Department and by its license selling agents.",
            ("resident_fishing",
             "Section 3. Resident Fishing License. The fee for an annual resident fishing license shall be "
             "twenty-four dollars ($24.00)."),
            ("nonresident_fishing",
             "Section 4. Nonresident Fishing License. The fee for an annual nonresident fishing license shall be "
             "ninety-two dollars ($92.00); a nonresident one-day fishing license shall be fourteen dollars "
             "($14.00)."),
            ("resident_deer",
             "Section 5. Resident Deer License. The fee for a resident general or limited quota deer license "
             "shall be thirty-eight dollars ($38.00)."),
            ("conservation_stamp",
             "Section 6. Conservation Stamp. Every person purchasing an annual fishing or hunting license shall "
             "also purchase a conservation stamp at a fee of twelve dollars and fifty cents ($12.50), unless "
             "exempt under W.S. 23-2-306."),
            ("youth",
             "Section 7. Youth Anglers. Residents and nonresidents under fourteen (14) years of age may fish "
             "without a license when accompanied by a licensed adult; their catch counts toward the adult's "
             "creel limit."),
            "Section 8. Duplicate Licenses. A duplicate license may be issued upon sworn statement of loss and "
            "payment of a fee of five dollars ($5.00).",
            "WYOMING GAME AND FISH COMMISSION",
            "By: ______________________ President",
            "Dated: November 18, 2014",
        ),
        _version(
            "bl8b-wyoming-license-fees-2020", _WY_TITLE, date(2020, 1, 1),
            "WYOMING GAME AND FISH COMMISSION",
            "CHAPTER 15",
            "REGULATION GOVERNING HUNTING AND FISHING LICENSE FEES",
            "Section 1. Authority. This regulation is promulgated by authority of W.S. 23-1-102, 23-1-302 and "
            "23-2-101.",
            "Section 2. Repeal. Chapter 15, Regulation Governing Hunting and Fishing License Fees, as adopted by "
            "the Commission on November 18, 2014, is hereby repealed and replaced by this regulation.",
            "Section 3. Applicability. This regulation applies to all licenses, permits and stamps issued for the "
            "license year beginning January 1, 2020 and each license year thereafter.",
            ("resident_fishing",
             "Section 4. Resident Fishing License. The fee for an annual resident fishing license shall be "
             "twenty-seven dollars ($27.00)."),
            ("nonresident_fishing",
             "Section 5. Nonresident Fishing License. The fee for an annual nonresident fishing license shall be "
             "one hundred two dollars ($102.00); a nonresident one-day fishing license shall be fourteen dollars "
             "($14.00)."),
            ("resident_deer",
             "Section 6. Resident Deer License. The fee for a resident general or limited quota deer license "
             "shall be forty-two dollars ($42.00)."),
            ("conservation_stamp",
             "Section 7. Conservation Stamp. Every person purchasing an annual fishing or hunting license shall "
             "also purchase a conservation stamp at a fee of sixteen dollars ($16.00), unless exempt under "
             "W.S. 23-2-306."),
            ("youth",
             "Section 8. Youth Anglers. Persons under fourteen (14) years of age may fish without a license. "
             "Residents fourteen (14) through seventeen (17) years of age shall purchase a youth fishing license "
             "at a fee of three dollars ($3.00)."),
            "Section 9. Duplicate Licenses. A duplicate license may be issued upon sworn statement of loss and "
            "payment of a fee of five dollars ($5.00).",
            "WYOMING GAME AND FISH COMMISSION",
            "By: ______________________ President",
            "Dated: July 11, 2019",
        ),
        _version(
            "bl8b-wyoming-license-fees-2027", _WY_TITLE, date(2027, 1, 1),
            "WYOMING GAME AND FISH COMMISSION",
            "CHAPTER 15",
            "REGULATION GOVERNING HUNTING AND FISHING LICENSE FEES",
            "Section 1. Authority. This regulation is promulgated by authority of W.S. 23-1-102, 23-1-302 and "
            "23-2-101.",
            "Section 2. Effective Date; Repeal. The fees in this Chapter take effect on January 1, 2027. Until "
            "that date the fees adopted by the Commission on July 11, 2019 remain in force; on that date the "
            "Chapter adopted July 11, 2019 is repealed.",
            ("resident_fishing",
             "Section 3. Resident Fishing License. The fee for an annual resident fishing license shall be "
             "thirty dollars ($30.00)."),
            ("nonresident_fishing",
             "Section 4. Nonresident Fishing License. The fee for an annual nonresident fishing license shall be "
             "one hundred fifteen dollars ($115.00); a nonresident one-day fishing license shall be eighteen "
             "dollars ($18.00)."),
            ("resident_deer",
             "Section 5. Resident Deer License. The fee for a resident general or limited quota deer license "
             "shall be forty-seven dollars ($47.00)."),
            ("conservation_stamp",
             "Section 6. Conservation Stamp. Every person purchasing an annual fishing or hunting license shall "
             "also purchase a conservation stamp at a fee of twenty-one dollars and fifty cents ($21.50), unless "
             "exempt under W.S. 23-2-306."),
            ("youth",
             "Section 7. Youth Anglers. Residents under eighteen (18) years of age may fish without a license. "
             "Nonresidents fourteen (14) through seventeen (17) years of age shall purchase a youth fishing "
             "license at a fee of eight dollars ($8.00)."),
            "Section 8. Duplicate Licenses. A duplicate license may be printed free of charge through the "
            "Department's online licensing system, or issued by a license selling agent for five dollars ($5.00).",
            "WYOMING GAME AND FISH COMMISSION",
            "By: ______________________ President",
            "Dated: March 24, 2026",
        ),
    ),
    questions=(
        _q("How much is a resident fishing license in Wyoming right now?", "resident_fishing"),
        _q("Wyoming Game and Fish conservation stamp fee", "conservation_stamp"),
        _q("What does Wyoming currently charge nonresidents for an annual fishing license?", "nonresident_fishing"),
        _q("Does my 15-year-old need a fishing license in Wyoming?", "youth"),
        _q("What did a resident deer license cost in Wyoming in 2017?", "resident_deer", date(2017, 9, 1)),
        _q("Wyoming nonresident annual fishing license price back in 2015", "nonresident_fishing",
           date(2015, 6, 15)),
        _q("In October 2019, how much was the Wyoming conservation stamp?", "conservation_stamp",
           date(2019, 10, 15)),
        _q("What will a Wyoming resident fishing license cost for the 2027 license year?", "resident_fishing",
           date(2027, 3, 1)),
        _q("From January 2027, what will the Wyoming Game and Fish Commission charge for a resident deer "
           "license?", "resident_deer", date(2027, 1, 15)),
    ),
)


# --- EN-2: Ontario city, sidewalk cafe by-law and an amending by-law -----------------------------------------

_BRANTWOOD = RuleFamily(
    family="bl8b-brantwood-sidewalk-cafes",
    phrasing="blind8-b-en-2",
    language="en",
    folder="municipal",
    author="The Corporation of the City of Brantwood",
    versions=(
        _version(
            "bl8b-brantwood-sidewalk-cafes-2015-087",
            "By-law 2015-087 - A By-law to Regulate Sidewalk Cafés on City Streets", date(2015, 3, 23),
            "THE CORPORATION OF THE CITY OF BRANTWOOD",
            "BY-LAW NUMBER 2015-087",
            "Being a By-law to Regulate Sidewalk Cafés on City Streets",
            "WHEREAS sections 8, 10 and 11 of the Municipal Act, 2001, S.O. 2001, c. 25, authorize a municipality "
            "to pass by-laws respecting highways and to license businesses;",
            "NOW THEREFORE the Council of The Corporation of the City of Brantwood enacts as follows:",
            "1. In this By-law, \"sidewalk café\" means an area of the highway adjacent to a food premises that is "
            "used for the service and consumption of food and beverages.",
            "2. No person shall operate a sidewalk café without a permit issued by the General Manager of "
            "Transportation Services under this By-law.",
            ("fee",
             "3. The annual permit fee for a sidewalk café is $4.25 per square metre of boulevard area occupied, "
             "with a minimum fee of $150.00."),
            ("clearway",
             "4. A sidewalk café shall maintain an unobstructed pedestrian clearway of not less than 1.8 metres "
             "between the café enclosure and the curb or any obstruction."),
            ("season",
             "5. A sidewalk café may operate from April 15 to October 31 in each year, and all furniture and "
             "enclosures shall be removed from the highway outside that period."),
            ("insurance",
             "6. Every permit holder shall maintain commercial general liability insurance of not less than "
             "$2,000,000 per occurrence, naming the City as an additional insured."),
            ("hours",
             "7. No sidewalk café shall be occupied by patrons between 11:00 p.m. and 7:00 a.m."),
            "8. Every person who contravenes this By-law is guilty of an offence and on conviction is liable to a "
            "fine as provided for in the Provincial Offences Act.",
            "READ a first, second and third time and finally passed this 23rd day of March, 2015.",
            "_______________________ Mayor",
            "_______________________ City Clerk",
        ),
        _version(
            "bl8b-brantwood-sidewalk-cafes-2021-034",
            "By-law 2021-034 - A By-law to Regulate Sidewalk Cafés on City Streets", date(2021, 4, 1),
            "THE CORPORATION OF THE CITY OF BRANTWOOD",
            "BY-LAW NUMBER 2021-034",
            "Being a By-law to Regulate Sidewalk Cafés on City Streets and to repeal By-law 2015-087",
            "WHEREAS Council, by Report TS-2020-41, has reviewed the sidewalk café program and considers it "
            "desirable to replace By-law 2015-087;",
            "NOW THEREFORE the Council of The Corporation of the City of Brantwood enacts as follows:",
            "1. In this By-law, \"sidewalk café\" means an area of the highway adjacent to a food premises that is "
            "used for the service and consumption of food and beverages, and includes a curb-lane platform café.",
            "2. No person shall operate a sidewalk café without a permit issued by the General Manager of "
            "Transportation Services under this By-law.",
            "3. An application for a permit shall be made on the form provided by the City and accompanied by a "
            "site plan, proof of insurance and the fee set out in section 4.",
            ("fee",
             "4. The annual permit fee for a sidewalk café is $6.00 per square metre of area occupied, with a "
             "minimum fee of $250.00; curb-lane platform cafés pay the same rate."),
            ("clearway",
             "5. A sidewalk café shall maintain an unobstructed, accessible pedestrian clearway of not less than "
             "2.1 metres, measured from the café enclosure to the nearest obstruction."),
            ("season",
             "6. A sidewalk café may operate from April 1 to November 15 in each year."),
            ("insurance",
             "7. Every permit holder shall maintain commercial general liability insurance of not less than "
             "$5,000,000 per occurrence, naming the City as an additional insured."),
            ("hours",
             "8. No sidewalk café shall be occupied by patrons between midnight and 7:00 a.m."),
            "12. By-law 2015-087 is hereby repealed.",
            "13. This By-law comes into force on the 1st day of April, 2021.",
            "READ a first, second and third time and finally passed this 22nd day of February, 2021.",
            "_______________________ Mayor",
            "_______________________ City Clerk",
        ),
        _version(
            "bl8b-brantwood-sidewalk-cafes-2024-112",
            "By-law 2024-112 - A By-law to amend By-law 2021-034 (Sidewalk Cafés)", date(2025, 1, 1),
            "THE CORPORATION OF THE CITY OF BRANTWOOD",
            "BY-LAW NUMBER 2024-112",
            "Being a By-law to amend By-law 2021-034, being a By-law to Regulate Sidewalk Cafés on City Streets",
            "WHEREAS Council at its meeting of October 21, 2024 adopted the recommendations of Report TS-2024-77 "
            "respecting sidewalk café fees and the operating season;",
            "NOW THEREFORE the Council of The Corporation of the City of Brantwood enacts as follows:",
            ("fee",
             "1. Section 4 of By-law 2021-034 is deleted and replaced with the following: \"4. The annual permit "
             "fee for a sidewalk café is $7.50 per square metre of area occupied, with a minimum fee of $300.00; "
             "curb-lane platform cafés pay $9.00 per square metre.\""),
            ("season",
             "2. Section 6 of By-law 2021-034 is deleted and replaced with the following: \"6. A sidewalk café "
             "may operate from March 1 to November 30 in each year.\""),
            ("hours",
             "3. Section 8 of By-law 2021-034 is amended by replacing \"between midnight and 7:00 a.m.\" with "
             "\"between 1:00 a.m. and 7:00 a.m. on Fridays and Saturdays, and between midnight and 7:00 a.m. on "
             "all other days\"."),
            "4. All other provisions of By-law 2021-034 remain in full force and effect.",
            "5. This By-law comes into force on January 1, 2025.",
            "READ a first, second and third time and finally passed this 18th day of November, 2024.",
            "_______________________ Mayor",
            "_______________________ City Clerk",
        ),
    ),
    questions=(
        _q("How much is a sidewalk café permit in Brantwood?", "fee"),
        _q("When does the Brantwood sidewalk patio season start and end now?", "season"),
        _q("What time do Brantwood sidewalk cafés have to close at present?", "hours"),
        _q("Brantwood sidewalk café permit fee per square metre in 2022", "fee", date(2022, 6, 1)),
        _q("What pedestrian clearway did Brantwood require around sidewalk cafés in 2018?", "clearway",
           date(2018, 6, 1)),
        _q("How much liability insurance did a Brantwood café patio need in summer 2016?", "insurance",
           date(2016, 7, 1)),
        _q("What were the permitted hours for sidewalk cafés in Brantwood in 2019?", "hours", date(2019, 7, 1)),
        _q("Under the 2021 sidewalk café by-law in Brantwood, what was the operating season in 2023?", "season",
           date(2023, 5, 1)),
    ),
)


# --- EN-3: NHS trust, charges for copies of health records, document control -----------------------------

_WV_TITLE = "Access to Health Records Policy: Charges for Copies of Records (IG-POL-014)"

_WESSEX = RuleFamily(
    family="bl8b-wessex-vale-records-charges",
    phrasing="blind8-b-en-3",
    language="en",
    folder="official/health",
    author="Wessex Vale Hospitals NHS Foundation Trust",
    versions=(
        _version(
            "bl8b-wessex-vale-records-charges-v2-0", _WV_TITLE, date(2013, 9, 12),
            "Wessex Vale Hospitals NHS Foundation Trust",
            "Access to Health Records Policy: Charges for Copies of Records",
            "Document reference: IG-POL-014 | Version: 2.0 | Approved by: Information Governance Steering Group, "
            "12 September 2013 | Review date: September 2016",
            "1. Purpose. This policy sets out the fees the Trust charges when patients, or persons acting on "
            "their behalf, apply under the Data Protection Act 1998 for access to health records.",
            ("electronic",
             "4.1 Copies of records held wholly on computer: a fee of up to £10.00 is payable."),
            ("paper",
             "4.2 Copies of records held in whole or in part on paper, microfiche or x-ray film: a fee of up to "
             "£50.00 is payable, inclusive of postage and packing."),
            ("viewing",
             "4.3 Viewing records only (no copies supplied): no charge where the record has been added to in the "
             "last 40 days; otherwise a fee of up to £10.00."),
            ("response",
             "5.1 The Trust will comply with a request promptly and in any event within 40 calendar days of "
             "receiving the request, the fee and any information needed to identify the applicant and locate the "
             "records; Department of Health guidance encourages a response within 21 days."),
            "5.2 Fees are payable in advance by cheque made payable to the Trust or by card through the Health "
            "Records Department.",
            "6. Requests for the records of deceased patients under the Access to Health Records Act 1990 are "
            "charged at the same rates.",
            "Author: Head of Information Governance. Executive lead: Director of Nursing (Caldicott Guardian).",
        ),
        _version(
            "bl8b-wessex-vale-records-charges-v4-0", _WV_TITLE, date(2018, 5, 25),
            "Wessex Vale Hospitals NHS Foundation Trust",
            "Access to Health Records Policy: Charges for Copies of Records",
            "Document reference: IG-POL-014 | Version: 4.0 | Ratified by: Information Governance Steering Group, "
            "17 May 2018 | Effective from: 25 May 2018 | Review date: May 2021",
            "Version history: 2.0 (September 2013) - fees under the Data Protection Act 1998; 3.0 (June 2016) - "
            "scheduled review, no change to charges; 4.0 (May 2018) - rewritten for the General Data Protection "
            "Regulation and the Data Protection Act 2018, removing fees for first copies.",
            "1. Purpose. This policy sets out how the Trust handles subject access requests for health records "
            "and the limited circumstances in which a fee may be charged.",
            ("electronic",
             "4.1 First copy of records held electronically, supplied on encrypted disc or by secure e-mail: no "
             "charge."),
            ("paper",
             "4.2 First copy of records held on paper, microfiche or x-ray film: no charge, including postage."),
            ("further_copies",
             "4.3 Further copies of information already supplied: a reasonable fee based on administrative cost, "
             "currently £10.00 per request."),
            ("viewing",
             "4.4 Viewing records in the presence of a health professional or records officer: no charge."),
            ("response",
             "5.1 The Trust will respond without undue delay and within one calendar month of receipt of the "
             "request, extendable by a further two months where requests are complex or numerous."),
            "5.2 Where a request is manifestly unfounded or excessive the Trust may charge a reasonable fee or "
            "refuse to act; the Data Protection Officer must approve any such decision.",
            "6. Requests for the records of deceased patients under the Access to Health Records Act 1990 remain "
            "subject to the fees permitted by that Act.",
            "Author: Data Protection Officer. Executive lead: Director of Nursing (Caldicott Guardian).",
        ),
        _version(
            "bl8b-wessex-vale-records-charges-v5-2", _WV_TITLE, date(2024, 4, 1),
            "Wessex Vale Hospitals NHS Foundation Trust",
            "Access to Health Records Policy: Charges for Copies of Records",
            "Document reference: IG-POL-014 | Version: 5.2 | Ratified by: Information Governance and Data "
            "Security Committee, 20 February 2024 | Effective from: 1 April 2024 | Review date: March 2027",
            "This version supersedes version 4.0 (May 2018) and version 5.0 (draft, not ratified).",
            "1. Purpose. This policy sets out how the Trust handles subject access requests for health records "
            "and the limited circumstances in which a fee may be charged.",
            "4.1 First copy of records, in whatever format held: no charge. Records are supplied by default "
            "through the Trust's secure patient portal download.",
            ("further_copies",
             "4.2 Further copies of information already supplied: a reasonable fee based on administrative cost, "
             "currently £15.00 per request."),
            ("courier",
             "4.3 Where the applicant asks for paper copies to be sent by tracked courier rather than first-class "
             "post, the courier cost is recharged at cost, capped at £12.00."),
            ("viewing",
             "4.4 Viewing records in the presence of a health professional or records officer: no charge; "
             "appointments are offered within 10 working days."),
            ("response",
             "5.1 The Trust will respond within one calendar month of receipt of the request (extendable by two "
             "months for complex requests), and sets itself an internal target of 21 calendar days."),
            "5.2 Where a request is manifestly unfounded or excessive the Trust may charge a reasonable fee or "
            "refuse to act; the Data Protection Officer must approve any such decision.",
            "Author: Data Protection Officer. Executive lead: Chief Nursing Officer (Caldicott Guardian).",
        ),
    ),
    questions=(
        _q("Does Wessex Vale hospitals charge for a second copy of my medical records?", "further_copies"),
        _q("Wessex Vale NHS trust courier charge for sending copies of health records", "courier"),
        _q("How long does Wessex Vale Hospitals currently take to answer a subject access request?", "response"),
        _q("Is there a charge to view my records at Wessex Vale hospital, and how soon can I get an "
           "appointment?", "viewing"),
        _q("How much did Wessex Vale Hospitals charge for paper copies of medical records in 2015?", "paper",
           date(2015, 6, 1)),
        _q("Fee for copies of computerised health records at Wessex Vale NHS Foundation Trust in 2016",
           "electronic", date(2016, 6, 1)),
        _q("Before GDPR, in early 2017, how many days did Wessex Vale have to supply copies of records?",
           "response", date(2017, 2, 1)),
        _q("What did Wessex Vale Hospitals charge for further copies of records in 2021?", "further_copies",
           date(2021, 6, 1)),
    ),
)


# --- EN-4: Victorian water corporation, customer information sheet on meter testing ---------------------------

_GRW_TITLE = "Customer Information Sheet CIS-07: Meter Accuracy Testing"

_GOULBURN = RuleFamily(
    family="bl8b-goulburn-ridge-meter-testing",
    phrasing="blind8-b-en-4",
    language="en",
    folder="official/utility-rules",
    author="Goulburn Ridge Water",
    versions=(
        _version(
            "bl8b-goulburn-ridge-meter-testing-2016", _GRW_TITLE, date(2016, 3, 14),
            "GOULBURN RIDGE WATER",
            "Customer Information Sheet CIS-07",
            "Meter Accuracy Testing",
            "Issued 14 March 2016",
            "If you believe your water meter is recording inaccurately, you may ask us to check or test it. "
            "Please first read your meter with all taps turned off to rule out a leak on your side of the meter.",
            ("field_check",
             "On-site field check: a customer service officer will inspect the meter and carry out a flow check "
             "at your property for a fee of $55.00."),
            ("test_fee",
             "Bench test: a 20 mm meter will be removed and tested at a NATA-accredited laboratory for a fee of "
             "$165.00, payable in advance. Meters larger than 20 mm are quoted on application."),
            ("tolerance",
             "A meter is regarded as accurate if it records within plus or minus 3% of the actual volume passed."),
            ("adjustment",
             "If the meter is found to over-record beyond that limit, we will refund the test fee and adjust your "
             "account for the period of inaccuracy, back-dated for up to 12 months."),
            "If the meter is found to be accurate or to under-record, the test fee is not refunded and no "
            "adjustment is made to past accounts.",
            "If you are not satisfied with the outcome you may contact the Energy and Water Ombudsman (Victoria) "
            "on 1800 500 509.",
            "Manager Customer Service, Goulburn Ridge Water",
        ),
        _version(
            "bl8b-goulburn-ridge-meter-testing-2020", _GRW_TITLE, date(2020, 7, 1),
            "GOULBURN RIDGE WATER",
            "Customer Information Sheet CIS-07 (Revision 2)",
            "Meter Accuracy Testing",
            "Issued 2 June 2020. Effective 1 July 2020. This revision replaces the sheet issued 14 March 2016.",
            "If you believe your water meter is recording inaccurately, you may ask us to check or test it. "
            "Please first read your meter with all taps turned off to rule out a leak on your side of the meter.",
            ("field_check",
             "On-site field check: a customer service officer will inspect the meter and carry out a flow check "
             "at your property for a fee of $68.00."),
            ("test_fee",
             "Bench test: a 20 mm meter will be removed and tested at a NATA-accredited laboratory for a fee of "
             "$198.00; a 25 mm meter for $262.00. Larger meters are quoted on application. Fees are payable in "
             "advance."),
            ("tolerance",
             "A meter is regarded as accurate if it records within the in-service limits of AS 3565.4, being plus "
             "or minus 4% of the actual volume passed."),
            ("adjustment",
             "If the meter is found to over-record beyond that limit, we will refund the test fee and adjust your "
             "account for the period of inaccuracy, back-dated for up to 24 months."),
            "If the meter is found to be accurate or to under-record, the test fee is not refunded and no "
            "adjustment is made to past accounts.",
            "If you are not satisfied with the outcome you may contact the Energy and Water Ombudsman (Victoria) "
            "on 1800 500 509.",
            "General Manager Customers and Community, Goulburn Ridge Water",
        ),
        _version(
            "bl8b-goulburn-ridge-meter-testing-2026", _GRW_TITLE, date(2026, 7, 1),
            "GOULBURN RIDGE WATER",
            "Customer Information Sheet CIS-07 (Revision 3)",
            "Meter Accuracy Testing",
            "Published 20 May 2026. The charges in this sheet apply from 1 July 2026 under the Essential Services "
            "Commission's 2026 price determination; until then the charges in Revision 2 continue to apply.",
            "If you believe your water meter is recording inaccurately, you may ask us to check or test it. "
            "Please first read your meter with all taps turned off to rule out a leak on your side of the meter.",
            ("field_check",
             "On-site field check: a customer service officer will inspect the meter and carry out a flow check "
             "at your property for a fee of $82.00. Customers with a digital meter can request a free remote "
             "data review instead."),
            ("test_fee",
             "Bench test: a 20 mm meter will be removed and tested at a NATA-accredited laboratory for a fee of "
             "$236.00; a 25 mm meter for $310.00. Larger meters are quoted on application. Fees may be added to "
             "your next bill."),
            "A meter is regarded as accurate if it records within the in-service limits of AS 3565.4, being plus "
            "or minus 4% of the actual volume passed.",
            ("adjustment",
             "If the meter is found to over-record beyond that limit, we will refund the test fee and adjust your "
             "account for the whole period of inaccuracy, back-dated for up to 24 months, with interest at the "
             "Reserve Bank cash rate."),
            "If you are not satisfied with the outcome you may contact the Energy and Water Ombudsman (Victoria) "
            "on 1800 500 509.",
            "General Manager Customers and Community, Goulburn Ridge Water",
        ),
    ),
    questions=(
        _q("How much does Goulburn Ridge Water charge to test a 20 mm water meter?", "test_fee"),
        _q("Goulburn Ridge Water on-site meter field check fee", "field_check"),
        _q("What accuracy tolerance does Goulburn Ridge Water currently allow before a meter counts as faulty?",
           "tolerance"),
        _q("If Goulburn Ridge Water finds my meter over-reads, how far back will they adjust my bill now?",
           "adjustment"),
        _q("What was Goulburn Ridge Water's meter test fee in 2018?", "test_fee", date(2018, 5, 1)),
        _q("Back in 2017, how far back would Goulburn Ridge Water back-date a bill adjustment for a faulty "
           "meter?", "adjustment", date(2017, 8, 1)),
        _q("Goulburn Ridge Water meter accuracy limit in 2019", "tolerance", date(2019, 4, 1)),
        _q("What will Goulburn Ridge Water charge for a 20 mm meter bench test from July 2026?", "test_fee",
           date(2026, 7, 15)),
    ),
)


# --- ZH-1: 市发展改革委 + 住建局 联合印发的物业服务收费管理办法（规范性文件文号链） -------------------------

_LJ_TITLE = "临江市物业服务收费管理办法"

_LINJIANG = RuleFamily(
    family="bl8b-linjiang-property-fees",
    phrasing="blind8-b-zh-1",
    language="zh",
    folder="official/property-management",
    author="临江市发展和改革委员会 临江市住房和城乡建设局",
    versions=(
        _version(
            "bl8b-linjiang-property-fees-2014", _LJ_TITLE, date(2014, 5, 20),
            "临江市发展和改革委员会 临江市住房和城乡建设局关于印发《临江市物业服务收费管理办法》的通知",
            "临发改规〔2014〕3号",
            "各县（市、区）发展改革局、住建局，各物业服务企业：",
            "现将《临江市物业服务收费管理办法》印发给你们，请遵照执行。",
            "临江市物业服务收费管理办法",
            "第一条 为规范物业服务收费行为，保障业主和物业服务企业的合法权益，根据《物业管理条例》《物业服务收费管理办法》"
            "等规定，结合本市实际，制定本办法。",
            ("base_price",
             "第五条 普通住宅前期物业服务收费实行政府指导价。一级服务标准基准价为每月每平方米1.20元，二级为0.95元，"
             "三级为0.70元，浮动幅度不超过基准价的上下20%。"),
            "第八条 已竣工但尚未出售或者尚未交付物业买受人的物业，物业服务费用由开发建设单位全额交纳。",
            ("vacancy",
             "第九条 物业买受人已办理交付手续但连续6个月以上未入住的空置房屋，按物业服务费标准的70%交纳。"),
            ("parking",
             "第十二条 地下车库停车位的物业服务费每个车位每月不超过40元。"),
            ("prepay",
             "第十四条 物业服务费按季度预收，预收期限最长不得超过6个月。"),
            "第二十条 本办法由市发展改革委会同市住建局负责解释。",
            "临江市发展和改革委员会　临江市住房和城乡建设局",
            "2014年5月20日",
        ),
        _version(
            "bl8b-linjiang-property-fees-2019", _LJ_TITLE, date(2020, 1, 1),
            "临江市发展和改革委员会 临江市住房和城乡建设局关于印发《临江市物业服务收费管理办法》的通知",
            "临发改规〔2019〕8号",
            "各县（市、区）发展改革局、住建局，各物业服务企业：",
            "现将修订后的《临江市物业服务收费管理办法》印发给你们，请认真贯彻执行。",
            "临江市物业服务收费管理办法",
            "第一条 为规范物业服务收费行为，保障业主和物业服务企业的合法权益，根据《物业管理条例》《物业服务收费管理办法》"
            "等规定，结合本市实际，制定本办法。",
            ("base_price",
             "第五条 普通住宅前期物业服务收费实行政府指导价。一级服务标准基准价为每月每平方米1.50元，二级为1.20元，"
             "三级为0.90元，浮动幅度不超过基准价的上下15%。"),
            "第八条 已竣工但尚未出售或者尚未交付物业买受人的物业，物业服务费用由开发建设单位全额交纳。",
            ("vacancy",
             "第九条 物业买受人已办理交付手续但连续6个月以上未入住的空置房屋，按物业服务费标准的60%交纳。"),
            ("parking",
             "第十二条 地下车库停车位的物业服务费每个车位每月不超过60元，地面停车位不超过30元。"),
            ("prepay",
             "第十四条 物业服务费按季度或者半年预收，预收期限最长不得超过12个月。"),
            "第二十一条 本办法由市发展改革委会同市住建局负责解释。",
            "第二十二条 本办法自2020年1月1日起施行，有效期5年。原《临江市物业服务收费管理办法》（临发改规〔2014〕3号）"
            "同时废止。",
            "临江市发展和改革委员会　临江市住房和城乡建设局",
            "2019年11月28日",
        ),
        _version(
            "bl8b-linjiang-property-fees-2024", _LJ_TITLE, date(2025, 1, 1),
            "临江市发展和改革委员会 临江市住房和城乡建设局关于印发《临江市物业服务收费管理办法》的通知",
            "临发改规〔2024〕11号",
            "各县（市、区）发展改革局、住建局，各物业服务企业：",
            "《临江市物业服务收费管理办法》（临发改规〔2019〕8号）有效期即将届满。经评估，现将重新修订后的办法印发给你们，"
            "请遵照执行。",
            "临江市物业服务收费管理办法",
            ("base_price",
             "第五条 普通住宅前期物业服务收费实行政府指导价。一级服务标准基准价为每月每平方米1.80元，二级为1.45元，"
             "三级为1.10元，浮动幅度不超过基准价的上下15%。"),
            ("vacancy",
             "第九条 物业买受人已办理交付手续但连续6个月以上未入住的空置房屋，按物业服务费标准的50%交纳；"
             "业主应当书面告知物业服务企业空置起始时间。"),
            ("parking",
             "第十二条 地下车库停车位的物业服务费每个车位每月不超过80元，地面停车位不超过40元。"),
            ("prepay",
             "第十四条 物业服务费可以按月、按季度或者按年交纳，预收期限不得超过12个月，业主自愿一次性交纳的除外。"),
            "第二十一条 本办法由市发展改革委会同市住建局负责解释。",
            "第二十二条 本办法自2025年1月1日起施行，有效期5年。",
            "临江市发展和改革委员会　临江市住房和城乡建设局",
            "2024年12月6日",
        ),
    ),
    questions=(
        _q("临江市现在普通住宅一级物业服务收费基准价是多少？", "base_price"),
        _q("临江空置房物业费按多少比例交？", "vacancy"),
        _q("临江市地下车位物业服务费上限", "parking"),
        _q("在临江，物业公司最多能预收几个月的物业费？", "prepay"),
        _q("2016年的时候临江市空置房物业费怎么收？", "vacancy", date(2016, 6, 15)),
        _q("2021年临江市地下车库车位物业服务费每月不超过多少钱？", "parking", date(2021, 6, 15)),
        _q("2019年临江市前期物业服务一级基准价是多少", "base_price", date(2019, 6, 15)),
        _q("临江2023年物业费预收期限最长多久", "prepay", date(2023, 6, 15)),
    ),
)


# --- ZH-2: 市人民政府令，电动自行车登记管理规定 -------------------------------------------------------------

_NL_TITLE = "南岭市电动自行车登记管理规定"

_NANLING = RuleFamily(
    family="bl8b-nanling-ebike-registration",
    phrasing="blind8-b-zh-2",
    language="zh",
    folder="municipal",
    author="南岭市人民政府",
    versions=(
        _version(
            "bl8b-nanling-ebike-registration-126", _NL_TITLE, date(2016, 11, 1),
            "南岭市人民政府令",
            "第126号",
            "《南岭市电动自行车登记管理规定》已经2016年8月29日市人民政府第58次常务会议通过，现予公布，自2016年11月1日起施行。",
            "市长　周立衡",
            "2016年9月12日",
            "南岭市电动自行车登记管理规定",
            "第一条 为加强电动自行车管理，维护道路交通秩序，根据《中华人民共和国道路交通安全法》等法律法规，结合本市实际，"
            "制定本规定。",
            ("deadline",
             "第六条 购买电动自行车的，应当自购车之日起15日内，持购车发票、车辆合格证和本人身份证明，到公安机关交通管理部门"
             "指定的登记点申请登记。"),
            ("plate_fee",
             "第八条 公安机关交通管理部门核发电动自行车号牌和行驶证，号牌工本费每副15元。"),
            ("temporary",
             "第十条 本规定施行前购买的电动自行车，应当于2017年4月30日前申请登记；不能提供购车发票的，可以凭所在社区出具的"
             "证明申请登记。"),
            ("fine",
             "第十五条 驾驶未登记的电动自行车上道路行驶的，由公安机关交通管理部门责令改正，处20元罚款。"),
            "第十八条 本规定自2016年11月1日起施行。",
        ),
        _version(
            "bl8b-nanling-ebike-registration-158", _NL_TITLE, date(2019, 4, 15),
            "南岭市人民政府令",
            "第158号",
            "《南岭市电动自行车登记管理规定》已经2019年3月20日市人民政府第31次常务会议审议通过，现予公布，自2019年4月15日起"
            "施行。2016年9月12日公布的《南岭市电动自行车登记管理规定》（市人民政府令第126号）同时废止。",
            "市长　韩振宇",
            "2019年3月28日",
            "南岭市电动自行车登记管理规定",
            "第一条 为加强电动自行车管理，维护道路交通秩序，根据《中华人民共和国道路交通安全法》《电动自行车安全技术规范》"
            "（GB 17761-2018）等规定，结合本市实际，制定本规定。",
            ("deadline",
             "第六条 购买电动自行车的，应当自购车之日起30日内申请登记；符合国家标准并列入产品目录的，可在销售网点一并办理。"),
            ("plate_fee",
             "第八条 公安机关交通管理部门核发电动自行车号牌和行驶证，不收取任何费用。"),
            ("temporary",
             "第十一条 本规定施行前购买、不符合GB 17761-2018的在用电动自行车，应当于2019年10月31日前申领临时号牌；"
             "临时号牌有效期三年，至2022年10月31日止，期满后不得上道路行驶。"),
            ("fine",
             "第十六条 驾驶未登记或者临时号牌已过期的电动自行车上道路行驶的，由公安机关交通管理部门责令改正，处50元罚款。"),
            "第十九条 本规定自2019年4月15日起施行。",
        ),
        _version(
            "bl8b-nanling-ebike-registration-203", _NL_TITLE, date(2027, 1, 1),
            "南岭市人民政府令",
            "第203号",
            "《南岭市电动自行车登记管理规定》已经2026年4月27日市人民政府第76次常务会议修订通过，现将修订后的《南岭市电动自行车"
            "登记管理规定》公布，自2027年1月1日起施行。",
            "市长　林书远",
            "2026年5月8日",
            "南岭市电动自行车登记管理规定",
            "（2019年3月28日南岭市人民政府令第158号公布　根据2026年5月8日南岭市人民政府令第203号修订）",
            ("deadline",
             "第六条 购买电动自行车的，应当自购车之日起10个工作日内申请登记，可以通过“南岭交警”网上平台办理。"),
            ("plate_fee",
             "第八条 公安机关交通管理部门核发电动自行车号牌和行驶证，不收取费用；号牌遗失补领的，亦不收费。"),
            ("temporary",
             "第十一条 临时号牌已于2022年10月31日到期，持临时号牌或者无号牌的电动自行车一律不得上道路行驶。"),
            ("battery",
             "第十二条 更换电动自行车蓄电池的，应当自更换之日起15日内申请变更登记；禁止更换与原车型号不符的蓄电池。"),
            ("fine",
             "第十七条 驾驶未登记或者擅自更换蓄电池未变更登记的电动自行车上道路行驶的，由公安机关交通管理部门责令改正，"
             "处警告或者50元罚款，并可暂扣车辆至改正。"),
            "第二十条 本规定自2027年1月1日起施行。",
        ),
    ),
    questions=(
        _q("南岭市现在买了电动车多少天内要去上牌？", "deadline"),
        _q("南岭电动自行车上牌要交钱吗", "plate_fee"),
        _q("南岭市电动车临时号牌有效期到什么时候？", "temporary"),
        _q("南岭骑没登记的电动车上路罚多少钱？", "fine"),
        _q("2017年南岭市电动自行车号牌工本费多少钱？", "plate_fee", date(2017, 5, 1)),
        _q("2018年在南岭骑未上牌电动车被查到要罚多少？", "fine", date(2018, 6, 1)),
        _q("2016年底南岭新买电动自行车要在几天内登记？", "deadline", date(2016, 12, 15)),
        _q("2027年起南岭电动车换电池需要办变更登记吗？", "battery", date(2027, 3, 1)),
        _q("2027年1月1日以后在南岭买电动车，登记期限是多少天？", "deadline", date(2027, 2, 1)),
    ),
)


# --- ZH-3: 台灣國立大學 學生宿舍收費要點（繁體，民國紀年、學年度、沿革列於標題下） ---------------------------

_BB_TITLE = "國立北濱大學學生宿舍收費要點"

_BEIBIN = RuleFamily(
    family="bl8b-beibin-dormitory-fees",
    phrasing="blind8-b-zh-3",
    language="zh",
    folder="official/education",
    author="國立北濱大學",
    versions=(
        _version(
            "bl8b-beibin-dormitory-fees-103", _BB_TITLE, date(2014, 6, 10),
            "國立北濱大學學生宿舍收費要點",
            "中華民國103年6月10日102學年度第12次行政會議通過",
            "一、國立北濱大學（以下簡稱本校）為辦理學生宿舍收費事宜，特訂定本要點。",
            ("fee_four",
             "二、學生宿舍住宿費每學期收費標準如下：（一）四人房：新臺幣八千五百元。"),
            ("fee_two",
             "（二）二人房：新臺幣一萬一千二百元。"),
            ("deposit",
             "三、住宿生應於入住時繳交住宿保證金新臺幣一千元，退宿時經點交無損壞公物者無息退還。"),
            ("summer",
             "四、暑假住宿費按週計收，每週新臺幣六百元，未滿一週以一週計。"),
            ("aircon",
             "五、寢室冷氣使用費按獨立電表計費，每度新臺幣三元。"),
            ("refund",
             "六、退宿退費：開學日前退宿者，全額退還住宿費；開學後一個月內退宿者，退還三分之二；逾一個月者，不予退還。"),
            "七、清寒學生經學生事務處審核通過者，得申請減免住宿費二分之一。",
            "八、本要點經行政會議通過後實施，修正時亦同。",
        ),
        _version(
            "bl8b-beibin-dormitory-fees-108", _BB_TITLE, date(2019, 8, 1),
            "國立北濱大學學生宿舍收費要點",
            "中華民國103年6月10日102學年度第12次行政會議通過",
            "中華民國108年5月21日107學年度第10次行政會議修正通過，自108學年度起實施",
            "一、國立北濱大學（以下簡稱本校）為辦理學生宿舍收費事宜，特訂定本要點。",
            ("fee_four",
             "二、學生宿舍住宿費每學期收費標準如下：（一）四人房：新臺幣九千六百元。"),
            ("fee_two",
             "（二）二人房：新臺幣一萬二千八百元。"),
            ("deposit",
             "三、住宿生應於入住時繳交住宿保證金新臺幣一千五百元，退宿時經點交無損壞公物者無息退還。"),
            ("summer",
             "四、暑假住宿費按週計收，每週新臺幣七百五十元，未滿一週以一週計。"),
            ("aircon",
             "五、寢室冷氣採儲值卡計費，每度新臺幣四元。"),
            ("refund",
             "六、退宿退費：開學日前退宿者，全額退還住宿費；開學後二週內退宿者，退還三分之二；開學後逾二週未滿一個月者，"
             "退還三分之一；逾一個月者，不予退還。"),
            "七、中低收入戶及低收入戶學生經學生事務處審核通過者，得申請減免住宿費二分之一。",
            "八、本要點經行政會議通過後實施，修正時亦同。",
        ),
        _version(
            "bl8b-beibin-dormitory-fees-115", _BB_TITLE, date(2026, 8, 1),
            "國立北濱大學學生宿舍收費要點",
            "中華民國103年6月10日102學年度第12次行政會議通過",
            "中華民國108年5月21日107學年度第10次行政會議修正通過，自108學年度起實施",
            "中華民國115年3月17日114學年度第8次行政會議修正通過，自115學年度第1學期起實施",
            "一、國立北濱大學（以下簡稱本校）為辦理學生宿舍收費事宜，特訂定本要點。",
            ("fee_four",
             "二、學生宿舍住宿費每學期收費標準如下：（一）四人房：新臺幣一萬一千二百元。"),
            ("fee_two",
             "（二）二人房：新臺幣一萬四千九百元。"),
            ("deposit",
             "三、住宿生應於入住時繳交住宿保證金新臺幣二千元，退宿時經點交無損壞公物者無息退還。"),
            ("summer",
             "四、暑假住宿費按週計收，每週新臺幣九百元，未滿一週以一週計。"),
            ("aircon",
             "五、寢室冷氣採儲值卡計費，每度新臺幣五元。"),
            "六、退宿退費：開學日前退宿者，全額退還住宿費；開學後二週內退宿者，退還三分之二；開學後逾二週未滿一個月者，"
            "退還三分之一；逾一個月者，不予退還。",
            "七、中低收入戶及低收入戶學生經學生事務處審核通過者，得申請減免住宿費二分之一。",
            "八、本要點經行政會議通過後實施，修正時亦同。",
        ),
    ),
    questions=(
        _q("北濱大學宿舍四人房一學期多少錢？", "fee_four"),
        _q("北濱大學住宿保證金要繳多少", "deposit"),
        _q("北濱大學宿舍冷氣一度多少錢？", "aircon"),
        _q("北濱大學開學後三週退宿還能退多少住宿費？", "refund"),
        _q("民國105年北濱大學二人房住宿費是多少？", "fee_two", date(2016, 3, 1)),
        _q("民國104年暑假北濱大學宿舍每週住宿費多少", "summer", date(2015, 7, 15)),
        _q("108學年度以前北濱大學的宿舍保證金是多少？", "deposit", date(2019, 3, 1)),
        _q("115學年度起北濱大學四人房住宿費調整成多少？", "fee_four", date(2026, 9, 1)),
    ),
)


# --- ZH-4: 市政府办公室，城市集中供热收费办法（旧版无施行日期，第二版不提旧版，第三版明文废止） ----------------

_BH_TITLE = "白河市城市集中供热收费办法"

_BAIHE = RuleFamily(
    family="bl8b-baihe-district-heating",
    phrasing="blind8-b-zh-4",
    language="zh",
    folder="official/utility-rules",
    author="白河市人民政府办公室",
    versions=(
        _version(
            "bl8b-baihe-district-heating-2013", _BH_TITLE, date(2013, 9, 30),
            "白河市人民政府办公室文件",
            "白政办发〔2013〕47号",
            "白河市人民政府办公室关于印发白河市城市集中供热收费办法的通知",
            "各区人民政府，市政府各部门、各直属机构：",
            "《白河市城市集中供热收费办法》已经市政府同意，现印发给你们，请认真组织实施。",
            ("season",
             "第三条 本市城市集中供热采暖期为每年11月1日至次年3月31日。"),
            ("price",
             "第五条 居民住宅供热价格按建筑面积计收，每平方米每采暖期22元；非居民用户每平方米每采暖期32元。"),
            "第七条 用户应当于每年10月31日前交纳当期采暖费。",
            ("base_fee",
             "第九条 用户申请停止供热的，应当于每年9月30日前向供热单位办理报停手续，并按供热价格的20%交纳基本热费。"),
            ("temperature",
             "第十二条 采暖期内，供热单位应当保证用户卧室、起居室温度不低于16℃；因供热单位原因达不到标准的，按实际天数"
             "退还采暖费。"),
            "第十五条 本办法由市发展改革委、市住房城乡建设局负责解释。",
            "白河市人民政府办公室",
            "2013年9月30日",
        ),
        _version(
            "bl8b-baihe-district-heating-2018", _BH_TITLE, date(2018, 11, 1),
            "白河市人民政府办公室文件",
            "白政办发〔2018〕22号",
            "白河市人民政府办公室关于印发白河市城市集中供热收费办法的通知",
            "各区人民政府，市政府各部门、各直属机构：",
            "《白河市城市集中供热收费办法》已经市政府第19次常务会议研究通过，现印发给你们，请结合实际认真贯彻执行。",
            ("season",
             "第三条 本市城市集中供热采暖期为每年11月1日至次年4月5日，遇气温异常可由市政府决定提前或者延长供热。"),
            ("price",
             "第五条 居民住宅供热价格按建筑面积计收，每平方米每采暖期24.5元；非居民用户每平方米每采暖期35元。"),
            "第七条 用户应当于每年10月31日前交纳当期采暖费。",
            ("base_fee",
             "第九条 用户申请停止供热的，应当于每年9月30日前向供热单位办理报停手续，并按供热价格的30%交纳基本热费。"),
            ("temperature",
             "第十二条 采暖期内，供热单位应当保证用户卧室、起居室温度不低于18℃；因供热单位原因达不到标准的，按实际天数"
             "退还采暖费。"),
            "第十五条 本办法由市发展改革委、市住房城乡建设局负责解释。",
            "第十六条 本办法自2018—2019年采暖期开始之日（2018年11月1日）起执行。",
            "白河市人民政府办公室",
            "2018年8月16日",
        ),
        _version(
            "bl8b-baihe-district-heating-2023", _BH_TITLE, date(2023, 10, 1),
            "白河市人民政府办公室文件",
            "白政办规〔2023〕5号",
            "白河市人民政府办公室关于印发白河市城市集中供热收费办法的通知",
            "各区人民政府，市政府各部门、各直属机构：",
            "现将修订后的《白河市城市集中供热收费办法》印发给你们，请认真贯彻执行。",
            ("season",
             "第三条 本市城市集中供热采暖期为每年10月25日至次年4月5日，遇气温异常可由市政府决定提前或者延长供热。"),
            ("price",
             "第五条 居民住宅供热价格按建筑面积计收，每平方米每采暖期26.8元；非居民用户每平方米每采暖期38元。"
             "实行热计量收费的，基本热价为每平方米每采暖期10.7元，计量热价为每吉焦48元。"),
            "第七条 用户应当于每年10月20日前交纳当期采暖费。",
            ("base_fee",
             "第九条 用户申请停止供热的，应当于每年9月30日前向供热单位办理报停手续，并按供热价格的30%交纳基本热费；"
             "连续报停满三个采暖期的，可以申请暂停收取基本热费。"),
            ("temperature",
             "第十二条 采暖期内，供热单位应当保证用户卧室、起居室温度不低于18℃；连续24小时达不到标准的，按不达标天数的"
             "两倍退还采暖费。"),
            "第十六条 本办法自2023年10月1日起施行。《白河市城市集中供热收费办法》（白政办发〔2018〕22号）同时废止。",
            "白河市人民政府办公室",
            "2023年8月28日",
        ),
    ),
    questions=(
        _q("白河市居民供暖费现在每平米多少钱？", "price"),
        _q("白河供暖季从哪天开始到哪天结束", "season"),
        _q("白河市暖气报停要交多少基本热费？", "base_fee"),
        _q("白河市室温不达标怎么退暖气费？", "temperature"),
        _q("2015年白河市居民采暖费每平方米多少钱", "price", date(2015, 12, 1)),
        _q("2020年冬天在白河报停供暖要交多少基本热费？", "base_fee", date(2020, 12, 1)),
        _q("2014年白河市采暖期是从几月几号到几月几号？", "season", date(2014, 11, 15)),
        _q("2019年的时候白河室温低于多少度可以退采暖费？", "temperature", date(2019, 12, 15)),
    ),
)


UNSEEN_FAMILIES_8B: tuple[RuleFamily, ...] = (
    _WYOMING,
    _BRANTWOOD,
    _WESSEX,
    _GOULBURN,
    _LINJIANG,
    _NANLING,
    _BEIBIN,
    _BAIHE,
)
