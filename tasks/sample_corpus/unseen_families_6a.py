"""Blind set 6, batch A: eight versioned rules - allotment garden rents of an English borough council, ambulance
attendance and transport fees of an Australian ambulance service, a Canadian town's sidewalk snow-clearing by-law,
reproduction fees of a US regional archives, a Taiwanese city's public bicycle-share penalties, community hall
hire charges of a Hong Kong district office, a Chinese province's notarial service fees, and a Chinese
association's group standard on residential parcel lockers.
"""

from __future__ import annotations

from datetime import date

from tasks.sample_corpus.families import REFERENCE_DATE, RuleFamily, RuleQuestion, RuleVersion

Paragraph = str | tuple[str, str]


def _version(slug: str, title: str, in_force_from: date, *body: Paragraph) -> RuleVersion:
    """A version from its body; a (key, text) paragraph is also the fact `key`."""
    paragraphs = tuple(item if isinstance(item, str) else item[1] for item in body)
    facts = {item[0]: item[1] for item in body if not isinstance(item, str)}
    return RuleVersion(slug=slug, title=title, paragraphs=paragraphs, in_force_from=in_force_from, facts=facts)


def _now(query: str, fact: str) -> RuleQuestion:
    return RuleQuestion(query=query, fact=fact, as_of=REFERENCE_DATE, kind="current")


def _then(query: str, fact: str, as_of: date) -> RuleQuestion:
    return RuleQuestion(query=query, fact=fact, as_of=as_of, kind="historical")


def _later(query: str, fact: str, as_of: date) -> RuleQuestion:
    return RuleQuestion(query=query, fact=fact, as_of=as_of, kind="future")


# --- 1. Allotment garden rents (England) -------------------------------------------------------------------

_ALLOTMENTS = RuleFamily(
    family="bl6a-ashcombe-allotment-rents",
    phrasing="blind6-a-en-1",
    language="en",
    folder="official/allotment-gardens",
    author="Ashcombe and Wrayford Borough Council",
    versions=(
        _version(
            "bl6a-ashcombe-allotment-rules-2017",
            "Allotment Rules",
            date(2017, 3, 14),
            "Ashcombe and Wrayford Borough Council",
            "Allotment Rules",
            "Adopted by the Community Services Committee on 14 March 2017 (Minute CS/17/042).",
            "1. These Rules apply to every allotment garden let by the Council at its sites at Millfield Lane, "
            "Orchard Rise and Tanners Row.",
            "2. The allotment year runs from 1 October to 30 September. Rent is payable in advance on or before "
            "1 October (the rent day).",
            ("rent",
             "3. The rent is £6.50 per rod (25.3 square metres) per annum; a standard plot of 10 rods is therefore "
             "let at £65.00 a year. Half plots are let at half the standard rent."),
            ("concession",
             "4. Tenants aged 65 or over, and tenants in receipt of a means-tested benefit, may claim a concession "
             "of 25% of the rent on production of evidence on the rent day."),
            ("water",
             "5. A water charge of £12.00 per plot per year is added to the rent at every site with mains "
             "standpipes."),
            ("cultivation",
             "6. The tenant shall keep at least 75% of the plot in cultivation at all times. A tenant who fails to "
             "do so will be sent a non-cultivation notice and, if the plot is not improved within 28 days, the "
             "tenancy may be terminated."),
            "7. No tenant may keep livestock other than hens (no cockerels) and bees, and then only with the "
            "written consent of the Allotments Officer.",
            "8. Bonfires are permitted only between 1 November and 31 March and must be fully extinguished before "
            "the tenant leaves the site.",
            "Enquiries: Allotments Officer, Parks and Open Spaces, Civic Offices, Wrayford WR4 2PL. "
            "Telephone 01632 960418.",
        ),
        _version(
            "bl6a-ashcombe-allotment-tenancy-rules-2021",
            "Allotment Tenancy Rules 2021",
            date(2021, 10, 1),
            "Ashcombe and Wrayford Borough Council",
            "Allotment Tenancy Rules 2021",
            "Approved by the Executive Member for Communities on 2 June 2021 under delegated powers.",
            "These Rules take effect on 1 October 2021 and replace the Allotment Rules adopted by the Community "
            "Services Committee on 14 March 2017. Existing tenancies continue on these Rules from the 2021 rent day.",
            "1. Interpretation. In these Rules \"plot\" means an allotment garden let by the Council and \"rod\" "
            "means 25.3 square metres.",
            ("rent",
             "2. Rent. The annual rent is £7.80 per rod, payable on 1 October each year. A full plot of 10 rods "
             "costs £78.00 and a half plot £39.00. Tenants may pay in two instalments, on 1 October and 1 April."),
            ("concession",
             "3. Concessions. A reduction of 30% of the rent is given to tenants aged 66 or over, to tenants in "
             "receipt of Universal Credit, Pension Credit or Council Tax Support, and to registered carers."),
            ("water",
             "4. Water. A water charge of £15.00 per plot per year (£7.50 for a half plot) is payable with the "
             "rent."),
            ("cultivation",
             "5. Cultivation. At least two-thirds (66%) of the plot must be cultivated; the remainder may be used "
             "for a shed, greenhouse, compost bins or a seating area. A plot falling below that level will receive "
             "a first notice giving 21 days to remedy it, and then a notice to quit."),
            "6. Structures. Sheds and greenhouses may not exceed 2.4 metres by 1.8 metres without written consent.",
            "7. Hoses. Hose pipes may be used only to fill water butts and never to water a plot directly.",
            "Allotments Team, Ashcombe and Wrayford Borough Council, Civic Offices, Wrayford WR4 2PL - "
            "allotments@ashcombe-wrayford.gov.uk",
        ),
        _version(
            "bl6a-ashcombe-allotment-tenancy-rules-2026",
            "Allotment Tenancy Rules 2026",
            date(2026, 10, 1),
            "Ashcombe and Wrayford Borough Council",
            "Allotment Tenancy Rules 2026",
            "Approved by Cabinet on 19 February 2026 (Report CAB/26/011). These Rules apply from the rent day, "
            "1 October 2026.",
            "1. Interpretation. \"Plot\" means an allotment garden or raised bed let by the Council; \"rod\" means "
            "25.3 square metres.",
            ("rent",
             "2. Rent. The annual rent is £9.20 per rod. A full plot (10 rods) is £92.00, a half plot £46.00 and a "
             "quarter plot or raised bed £23.00. Rent is due on 1 October and may be paid by direct debit in up to "
             "four instalments."),
            ("concession",
             "3. Concessions. Tenants of State Pension age and tenants in receipt of Universal Credit, Pension "
             "Credit or Council Tax Support receive 40% off the rent. The concession does not apply to the water "
             "charge."),
            ("water",
             "4. Water. The water charge is £18.50 per full plot and £9.25 per half plot per year."),
            ("cultivation",
             "5. Cultivation. At least 80% of the plot must be in productive use (vegetables, fruit or cut flowers) "
             "between 1 April and 30 September. Tenants below that level will be given 14 days' written warning "
             "before a notice to quit is served."),
            "6. Structures. One shed (maximum 2.4 m x 1.8 m) and one greenhouse or polytunnel (maximum 3.0 m x "
            "2.0 m) are allowed per full plot.",
            "7. Waiting list. Applicants living in the borough are offered plots before applicants living "
            "elsewhere.",
            "Amendment record: Issue 1 - March 2017; Issue 2 - June 2021, in use from 1 October 2021; "
            "Issue 3 - February 2026, in use from 1 October 2026.",
        ),
    ),
    questions=(
        _now("How much is the allotment rent per rod in Ashcombe and Wrayford?", "rent"),
        _now("what discount do pensioners get on council allotment rent", "concession"),
        _now("Water charge on an allotment plot at Millfield Lane?", "water"),
        _then("What was the rent per rod for an Ashcombe allotment in 2019?", "rent", date(2019, 12, 31)),
        _then("How much of my plot did I have to keep cultivated in 2020?", "cultivation", date(2020, 12, 31)),
        _then("allotment water charge Ashcombe August 2021", "water", date(2021, 8, 31)),
        _then("What concession did over-65s get on allotment rent in 2023?", "concession", date(2023, 12, 31)),
        _later("What will the allotment rent per rod be from 1 October 2026?", "rent", date(2026, 10, 1)),
    ),
)


# --- 2. Ambulance fees (Australia) --------------------------------------------------------------------------

_AMBULANCE = RuleFamily(
    family="bl6a-kestrel-ambulance-fees",
    phrasing="blind6-a-en-2",
    language="en",
    folder="official/ambulance-charges",
    author="Kestrel Coast Ambulance Service",
    versions=(
        _version(
            "bl6a-kestrel-ambulance-fees-determination-2019",
            "Ambulance Fees Determination 2019",
            date(2019, 7, 1),
            "Kestrel Coast Ambulance Service",
            "Ambulance Services Act 2005 - Section 42",
            "Ambulance Fees Determination 2019",
            "I, Dr Miriam Okafor, Chief Executive of the Kestrel Coast Ambulance Service, make the following "
            "Determination under section 42 of the Ambulance Services Act 2005.",
            "1. Name. This Determination is the Ambulance Fees Determination 2019.",
            "2. Commencement. This Determination commences on 1 July 2019.",
            "3. Application. The fees are payable by a person who is not a member of the Ambulance Cover Scheme "
            "and is not otherwise exempt. Where transport is covered by a workers' compensation or motor accident "
            "insurer, the insurer is billed directly.",
            ("callout",
             "4. Emergency attendance. The fee for an emergency road ambulance attendance is $1,012.00 per "
             "patient."),
            ("km",
             "5. Distance. In addition to the attendance fee, $5.80 is charged for each kilometre travelled with "
             "the patient on board."),
            ("treat",
             "6. Treatment without transport. Where paramedics attend and treat a patient who is not transported, "
             "the fee is $560.00."),
            ("nept",
             "7. Non-emergency patient transport. A booked non-emergency transport between health facilities or "
             "to a residence is charged at a flat fee of $420.00 per trip within 50 kilometres."),
            "8. The fees in this Determination are GST-free.",
            "Dated 14 June 2019",
            "Dr Miriam Okafor, Chief Executive",
        ),
        _version(
            "bl6a-kestrel-ambulance-fees-determination-2022",
            "Ambulance Fees Determination 2022",
            date(2022, 7, 1),
            "Kestrel Coast Ambulance Service",
            "Ambulance Services Act 2005 - Section 42",
            "Ambulance Fees Determination 2022",
            "I, Grant Whitely, Acting Chief Executive of the Kestrel Coast Ambulance Service, make the following "
            "Determination under section 42 of the Ambulance Services Act 2005.",
            "1. Name. This Determination is the Ambulance Fees Determination 2022.",
            "2. Commencement. This Determination commences on 1 July 2022.",
            "3. Revocation. The Ambulance Fees Determination 2019 is revoked.",
            "4. Application. The fees are payable by a person who is not a member of the Ambulance Cover Scheme, "
            "does not hold a current concession card and is not otherwise exempt.",
            ("callout",
             "5. Emergency attendance. The fee for an emergency road ambulance attendance is $1,164.00 per "
             "patient."),
            ("km",
             "6. Distance. In addition to the attendance fee, $6.40 per kilometre is charged for the loaded "
             "distance travelled."),
            ("treat",
             "7. Treatment without transport. The fee for attendance and treatment where the patient is not "
             "transported is $618.00."),
            ("nept",
             "8. Non-emergency patient transport. A booked non-emergency transport is charged at $476.00 per trip "
             "within 50 kilometres, and $5.10 per kilometre beyond 50 kilometres."),
            "9. The fees in this Determination are GST-free.",
            "Dated 20 May 2022",
            "Grant Whitely, Acting Chief Executive",
        ),
        _version(
            "bl6a-kestrel-ambulance-fees-determination-2024",
            "Ambulance Fees Determination 2024",
            date(2024, 7, 1),
            "Kestrel Coast Ambulance Service",
            "Ambulance Services Act 2005 - Section 42",
            "Ambulance Fees Determination 2024",
            "I, Dr Helena Pryce, Chief Executive of the Kestrel Coast Ambulance Service, make the following "
            "Determination under section 42 of the Ambulance Services Act 2005.",
            "1. Name. This Determination is the Ambulance Fees Determination 2024.",
            "2. Commencement. This Determination commences on 1 July 2024.",
            "3. Revocation. The Ambulance Fees Determination 2022 is revoked.",
            "4. Fees. The fees payable for ambulance services are those set out in Schedule 1.",
            "Schedule 1 - Fees (GST-free)",
            ("callout", "Item 1. Emergency road ambulance attendance, per patient: $1,259.00."),
            ("km", "Item 2. Loaded distance, per kilometre (charged in addition to item 1 or item 4): $6.95."),
            ("treat", "Item 3. Attendance and treatment, patient not transported: $670.00."),
            ("nept",
             "Item 4. Booked non-emergency patient transport, per trip up to 50 kilometres: $512.00."),
            "Item 5. Aeromedical retrieval (rotary wing), per hour of flight time: $11,480.00.",
            "Dated 3 June 2024",
            "Dr Helena Pryce, Chief Executive",
        ),
    ),
    questions=(
        _now("How much does an emergency ambulance call-out cost in Kestrel Coast?", "callout"),
        _now("ambulance per kilometre charge", "km"),
        _now("What's the fee if paramedics treat me but don't take me to hospital?", "treat"),
        _now("Kestrel Coast Ambulance Service non-emergency patient transport fee", "nept"),
        _then("What was the ambulance attendance fee in the 2020-21 financial year?", "callout", date(2021, 6, 30)),
        _then("Kestrel Coast ambulance per-km rate in 2023", "km", date(2023, 12, 31)),
        _then("How much was a booked non-emergency ambulance transport on 1 March 2020?", "nept", date(2020, 3, 1)),
        _then("treat and not transport ambulance fee in May 2024", "treat", date(2024, 5, 31)),
    ),
)


# --- 3. Sidewalk snow clearing (Canada) ---------------------------------------------------------------------

_SNOW = RuleFamily(
    family="bl6a-pembrook-sidewalk-snow",
    phrasing="blind6-a-en-3",
    language="en",
    folder="official/snow-clearing",
    author="The Corporation of the Town of Pembrook Falls",
    versions=(
        _version(
            "bl6a-pembrook-bylaw-2012-48",
            "By-law No. 2012-48",
            date(2012, 11, 5),
            "THE CORPORATION OF THE TOWN OF PEMBROOK FALLS",
            "BY-LAW NO. 2012-48",
            "A By-law to require owners and occupants to remove snow and ice from sidewalks",
            "WHEREAS the Municipal Act, 2001 authorizes a municipality to pass by-laws respecting the removal of "
            "snow and ice from sidewalks; NOW THEREFORE the Council of the Corporation of the Town of Pembrook "
            "Falls enacts as follows:",
            "1. In this By-law, \"sidewalk\" means the part of a highway set aside for the use of pedestrians.",
            ("deadline",
             "2. Every owner or occupant of land abutting a sidewalk shall remove all snow and ice from that "
             "sidewalk within twenty-four (24) hours after the snowfall has ended."),
            ("width",
             "3. Snow and ice shall be cleared to a width of not less than 1.0 metre along the full frontage of "
             "the property."),
            "4. No person shall deposit snow or ice removed from private property onto a sidewalk or roadway.",
            ("admin",
             "5. Where an owner or occupant fails to comply with section 2, the Town may clear the sidewalk, and "
             "the cost of doing so, plus an administration fee of 10 per cent, shall be added to the tax roll."),
            ("fine",
             "6. Every person who contravenes section 2 is guilty of an offence and is liable to a fine of $105 "
             "for each offence."),
            "READ a first, second and third time and finally passed this 5th day of November, 2012.",
            "Dale Hutchins, Mayor - Patricia Vanderlee, Clerk",
        ),
        _version(
            "bl6a-pembrook-bylaw-2018-91",
            "By-law No. 2018-91",
            date(2018, 12, 1),
            "THE CORPORATION OF THE TOWN OF PEMBROOK FALLS",
            "BY-LAW NO. 2018-91",
            "Being a By-law respecting the clearing of snow and ice from sidewalks (Sidewalk Snow and Ice Clearing "
            "By-law)",
            "WHEREAS Council deems it expedient to replace By-law No. 2012-48 with updated requirements; NOW "
            "THEREFORE the Council of the Corporation of the Town of Pembrook Falls enacts as follows:",
            "1. Short title. This By-law may be cited as the Sidewalk Snow and Ice Clearing By-law.",
            "2. Definitions. \"Owner\" includes a tenant or occupant in possession of the land.",
            ("deadline",
             "3. Every owner or occupant of land abutting a sidewalk shall remove all snow and ice from that "
             "sidewalk within twelve (12) hours after the end of a snowfall, or by 10:00 a.m. where the snowfall "
             "ends overnight."),
            ("width",
             "4. The sidewalk shall be cleared to bare pavement, or treated with sand or salt, for a minimum width "
             "of 1.2 metres."),
            "5. No person shall push, blow or place snow from a driveway or private property onto a sidewalk or "
            "highway.",
            ("admin",
             "6. Where an owner or occupant fails to comply with section 3, the Town may carry out the work, and "
             "the cost of the work plus an administrative fee of 15 per cent (minimum $50.00) will be invoiced to "
             "the owner and, if unpaid after 30 days, added to the tax roll."),
            "7. The Town will clear sidewalks abutting properties of residents aged 70 or over or with a "
            "disability who register with the Town each year by November 1.",
            ("fine",
             "8. Every person who contravenes section 3 or section 5 is guilty of an offence. The set fine for "
             "each contravention is $150."),
            "9. By-law No. 2012-48 is hereby repealed.",
            "10. This By-law comes into force on December 1, 2018.",
            "READ a first, second and third time and finally passed this 22nd day of October, 2018.",
            "Dale Hutchins, Mayor - Anika Brisbois, Clerk",
        ),
        _version(
            "bl6a-pembrook-bylaw-2026-33",
            "By-law No. 2026-33",
            date(2026, 11, 15),
            "THE CORPORATION OF THE TOWN OF PEMBROOK FALLS",
            "BY-LAW NO. 2026-33",
            "A By-law to amend By-law No. 2018-91, being the Sidewalk Snow and Ice Clearing By-law",
            "WHEREAS Council, at its meeting of April 13, 2026, received Report PW-2026-07 recommending "
            "amendments to the Sidewalk Snow and Ice Clearing By-law; NOW THEREFORE the Council of the "
            "Corporation of the Town of Pembrook Falls enacts as follows:",
            "1. Section 3 of By-law No. 2018-91 is deleted and replaced with the following:",
            ("deadline",
             "\"3. Every owner or occupant of land abutting a sidewalk shall remove all snow and ice from that "
             "sidewalk within eight (8) hours after the end of a snowfall of 2 cm or more.\""),
            "2. Section 6 of By-law No. 2018-91 is deleted and replaced with the following:",
            ("admin",
             "\"6. Where an owner or occupant fails to comply with section 3, the Town may clear the sidewalk "
             "without further notice, and the cost of the work plus an administration fee of $100.00 per "
             "occurrence shall be charged to the owner and may be added to the tax roll.\""),
            "3. Section 8 of By-law No. 2018-91 is deleted and replaced with the following:",
            ("fine",
             "\"8. Every person who contravenes section 3 or section 5 is guilty of an offence. The set fine for "
             "each contravention is $250.\""),
            "4. This By-law comes into force on November 15, 2026.",
            "READ a first, second and third time and finally passed this 27th day of April, 2026.",
            "Marguerite Lalonde, Mayor - Anika Brisbois, Clerk",
        ),
    ),
    questions=(
        _now("How long do I have to shovel my sidewalk after it stops snowing in Pembrook Falls?", "deadline"),
        _now("What is the fine for not clearing snow off the sidewalk?", "fine"),
        _now("how wide does the cleared path on my sidewalk have to be", "width"),
        _then("Pembrook Falls sidewalk snow clearing deadline in 2016", "deadline", date(2016, 12, 31)),
        _then("What was the fine for an uncleared sidewalk in January 2018?", "fine", date(2018, 1, 31)),
        _then("If the town cleared my sidewalk in 2020, what admin fee was added to the bill?", "admin",
              date(2020, 12, 31)),
        _then("How wide did homeowners have to clear the sidewalk in 2014?", "width", date(2014, 12, 31)),
        _later("What will the snow-clearing fine be starting November 15, 2026?", "fine", date(2026, 11, 15)),
        _later("In December 2026, how many hours will owners have to clear snow from sidewalks?", "deadline",
               date(2026, 12, 1)),
    ),
)


# --- 4. Archive reproduction fees (United States) -----------------------------------------------------------

_ARCHIVES = RuleFamily(
    family="bl6a-tennant-archives-reproduction",
    phrasing="blind6-a-en-4",
    language="en",
    folder="official/archive-reproduction",
    author="Tennant Valley Regional Archives",
    versions=(
        _version(
            "bl6a-tennant-archives-policy-7-3-rev-a",
            "Policy 7.3 – Reproduction Services and Fees",
            date(2015, 6, 2),
            "TENNANT VALLEY REGIONAL ARCHIVES",
            "Policy 7.3 – Reproduction Services and Fees",
            "Revision A | Approved by the Board of Trustees: 06/02/2015",
            "7.3.1 Purpose. This policy sets the fees charged for copies of records in the custody of the "
            "Archives. Fees recover the cost of staff time, equipment and supplies.",
            ("copy",
             "7.3.2 Photocopies and printouts from microfilm: $0.25 per page (letter or legal size), prepared by "
             "staff."),
            ("scan",
             "7.3.3 Digital scans: $5.00 per image at up to 300 dpi, delivered by e-mail or download link. Higher "
             "resolutions are quoted on request."),
            ("cert", "7.3.4 Certified copies bearing the Archives seal: $10.00 per document, plus the copy fee."),
            ("publication",
             "7.3.5 Permission to publish or broadcast an image from the collections: $50.00 per image per use. "
             "Non-profit and academic publications are exempt."),
            "7.3.6 Mail orders: $3.00 postage and handling per order. Payment by check or money order payable to "
            "\"Tennant Valley Regional Archives\".",
            "Questions about this policy may be directed to the Reference Desk, 410 Foundry Street, Millbrook, "
            "(555) 014-2290.",
        ),
        _version(
            "bl6a-tennant-archives-policy-7-3-rev-b",
            "Policy 7.3 – Reproduction Services and Fees",
            date(2019, 1, 1),
            "TENNANT VALLEY REGIONAL ARCHIVES",
            "Policy 7.3 – Reproduction Services and Fees",
            "Revision B | Approved: November 20, 2018 | Effective: January 1, 2019",
            "This revision supersedes Revision A, approved June 2, 2015.",
            "7.3.1 Purpose. This policy sets the fees charged for reproductions of records held by the Archives.",
            ("copy",
             "7.3.2 Photocopies and microfilm printouts made by staff: $0.35 per page. Self-service photography "
             "with a patron's own camera or phone (no flash) is free."),
            ("scan",
             "7.3.3 Digital scans: $7.50 per image at up to 600 dpi. Orders of more than 50 images are quoted "
             "individually."),
            ("cert", "7.3.4 Certified copies: $15.00 per document in addition to reproduction charges."),
            ("publication",
             "7.3.5 Publication and broadcast use: $75.00 per image for commercial use; $25.00 per image for "
             "non-profit or academic use."),
            "7.3.6 Shipping and handling: $5.00 per order within the United States.",
            "Policy 7.3 Rev. B – Page 1 of 1",
        ),
        _version(
            "bl6a-tennant-archives-policy-7-3-rev-c",
            "Policy 7.3 – Reproduction Services and Fees",
            date(2023, 7, 1),
            "TENNANT VALLEY REGIONAL ARCHIVES",
            "Policy 7.3 – Reproduction Services and Fees",
            "Revision C | Board approval: April 18, 2023 | Effective date: July 1, 2023",
            "7.3.1 Purpose and scope. This policy sets the fees for reproductions of records and photographs held "
            "by the Archives, whether ordered in person or through the online ordering portal.",
            ("copy", "7.3.2 Staff-made photocopies and microfilm printouts: $0.50 per page, minimum charge $2.00."),
            ("scan",
             "7.3.3 Digital scans: $10.00 per image at up to 600 dpi; rush service (3 business days) is an "
             "additional $15.00 per order."),
            ("cert", "7.3.4 Certified copies: $20.00 per document, plus reproduction charges."),
            ("publication",
             "7.3.5 Publication, exhibition and broadcast use: $100.00 per image for commercial use; $40.00 per "
             "image for non-profit or academic use."),
            "7.3.6 Self-service photography without flash remains free of charge in the reading room.",
            "Revision history",
            "Rev. A – 06/02/2015 – Original issue.",
            "Rev. B – 11/20/2018 – Fees revised; effective 01/01/2019.",
            "Rev. C – 04/18/2023 – Fees revised; online ordering introduced; effective 07/01/2023.",
            "Policy 7.3 Rev. C – Page 1 of 1",
        ),
    ),
    questions=(
        _now("How much does Tennant Valley Regional Archives charge to scan a photo?", "scan"),
        _now("cost per page for photocopies at the regional archives", "copy"),
        _now("What is the fee for a certified copy of an archived record?", "cert"),
        _now("What's the permission fee to publish an archive image in a commercial book?", "publication"),
        _then("What did a digital scan cost at the Tennant Valley archives in 2017?", "scan", date(2017, 12, 31)),
        _then("photocopy charge at the archives in June 2023", "copy", date(2023, 6, 30)),
        _then("How much was a certified copy on August 15, 2016?", "cert", date(2016, 8, 15)),
        _then("What was the publication use fee per image in 2021?", "publication", date(2021, 12, 31)),
    ),
)


# --- 5. Public bicycle-share penalties (Taiwan, traditional characters) -------------------------------------

_BIKESHARE_TITLE = "桃濱市公共自行車租賃系統使用管理要點"

_BIKESHARE = RuleFamily(
    family="bl6a-taobin-bikeshare-rules",
    phrasing="blind6-a-zh-1",
    language="zh",
    folder="official/bike-share-penalties",
    author="桃濱市政府",
    versions=(
        _version(
            "bl6a-taobin-bikeshare-rules-106",
            _BIKESHARE_TITLE,
            date(2017, 8, 1),
            _BIKESHARE_TITLE,
            "中華民國106年8月1日桃濱市政府府交運字第1060187654號函訂定",
            "一、桃濱市政府（以下簡稱本府）為提供市民便利之短程運輸服務，並規範公共自行車租賃系統"
            "（以下簡稱本系統）之使用，特訂定本要點。",
            "二、本要點之主管機關為本府交通局，並得委託營運廠商執行本系統之營運及管理。",
            ("rate",
             "三、租賃費率：使用電子票證租車者，前30分鐘免費；第31分鐘起至4小時內，每30分鐘收費"
             "新臺幣10元；超過4小時者，每30分鐘收費新臺幣20元。"),
            ("overdue",
             "四、連續租用逾24小時未歸還者，營運廠商應以簡訊通知使用人，並停止其租借權限15日。"),
            ("lost",
             "五、車輛遺失或毀損致無法修復者，使用人應賠償新臺幣12,000元。"),
            ("parking",
             "六、未將車輛歸還於租賃站而任意棄置者，經查獲由營運廠商移置，使用人應繳納移置費"
             "新臺幣300元。"),
            "七、未滿12歲者不得單獨租用，應由成年人陪同。",
            "八、本要點未規定事項，依營運廠商公告之會員服務條款辦理。",
        ),
        _version(
            "bl6a-taobin-bikeshare-rules-110",
            _BIKESHARE_TITLE,
            date(2022, 1, 1),
            _BIKESHARE_TITLE,
            "中華民國106年8月1日府交運字第1060187654號函訂定",
            "中華民國110年12月20日府交運字第1100298765號函修正，自111年1月1日生效",
            "一、桃濱市政府（以下簡稱本府）為提供市民便利之短程運輸服務，並規範公共自行車租賃系統"
            "（以下簡稱本系統）之使用，特訂定本要點。",
            "二、本要點之主管機關為本府交通局，並得委託營運廠商執行本系統之營運及管理。",
            ("rate",
             "三、租賃費率：前30分鐘新臺幣5元；第31分鐘起至4小時內，每30分鐘新臺幣10元；"
             "4小時至8小時，每30分鐘新臺幣20元；超過8小時，每30分鐘新臺幣40元。"),
            ("overdue",
             "四、連續租用逾12小時未歸還者，營運廠商應以簡訊及電話通知使用人，並停止其租借權限30日。"),
            ("lost",
             "五、車輛遺失或毀損致無法修復者，使用人應賠償新臺幣15,000元；車輛附屬之車籃、車鎖等"
             "零件損壞者，依營運廠商公告之價目表賠償。"),
            ("parking",
             "六、未將車輛歸還於租賃站而任意棄置者，經查獲由營運廠商移置，使用人應繳納移置費"
             "新臺幣500元，並自移置之翌日起每日加收保管費新臺幣50元。"),
            "七、未滿12歲者不得單獨租用，應由成年人陪同。",
            "八、本要點未規定事項，依營運廠商公告之會員服務條款辦理。",
        ),
        _version(
            "bl6a-taobin-bikeshare-rules-115",
            _BIKESHARE_TITLE,
            date(2027, 1, 1),
            _BIKESHARE_TITLE,
            "中華民國106年8月1日府交運字第1060187654號函訂定",
            "中華民國110年12月20日府交運字第1100298765號函修正",
            "中華民國115年4月10日府交運字第1150076543號函修正第三點至第六點，自116年1月1日生效",
            "一、桃濱市政府（以下簡稱本府）為提供市民便利之短程運輸服務，並規範公共自行車租賃系統"
            "（以下簡稱本系統）之使用，特訂定本要點。",
            "二、本要點之主管機關為本府交通局，並得委託營運廠商執行本系統之營運及管理。",
            ("rate",
             "三、租賃費率：前30分鐘新臺幣10元；第31分鐘起至4小時內，每30分鐘新臺幣15元；"
             "4小時至8小時，每30分鐘新臺幣30元；超過8小時，每30分鐘新臺幣60元。"),
            ("overdue",
             "四、連續租用逾8小時未歸還者，營運廠商應通知使用人，並停止其租借權限60日；"
             "一年內再犯者，停止其租借權限180日。"),
            ("lost",
             "五、一般自行車遺失或毀損致無法修復者，使用人應賠償新臺幣18,000元；電動輔助自行車"
             "應賠償新臺幣42,000元。"),
            ("parking",
             "六、未將車輛歸還於租賃站而任意棄置者，經查獲由營運廠商移置，使用人應繳納移置費"
             "新臺幣800元，並自移置之翌日起每日加收保管費新臺幣100元。"),
            "七、未滿12歲者不得單獨租用，應由成年人陪同。",
            "八、本要點未規定事項，依營運廠商公告之會員服務條款辦理。",
        ),
    ),
    questions=(
        _now("桃濱市公共自行車現在前30分鐘要收費嗎？", "rate"),
        _now("公共自行車弄丟了要賠多少錢", "lost"),
        _now("桃濱的公共自行車亂停被移置，要繳多少移置費？", "parking"),
        _then("民國108年桃濱市公共自行車遺失要賠償多少？", "lost", date(2019, 12, 31)),
        _then("2020年在桃濱租公共自行車，前半小時要錢嗎？", "rate", date(2020, 12, 31)),
        _then("112年借公共自行車逾時沒還會被停權多久", "overdue", date(2023, 12, 31)),
        _then("110年12月時公共自行車違規停放的移置費是多少？", "parking", date(2021, 12, 31)),
        _later("116年1月1日起公共自行車遺失要賠多少錢？", "lost", date(2027, 1, 1)),
    ),
)


# --- 6. Community hall hire charges (Hong Kong, traditional characters) -------------------------------------

_HALLS = RuleFamily(
    family="bl6a-sunbay-community-hall-hire",
    phrasing="blind6-a-zh-2",
    language="zh",
    folder="official/community-hall-hire",
    author="新灣區民政事務處",
    versions=(
        _version(
            "bl6a-sunbay-hall-charges-2016",
            "新灣區社區會堂租用收費表",
            date(2016, 5, 3),
            "新灣區民政事務處",
            "新灣區社區會堂租用收費表",
            "二零一六年五月三日發出",
            "一、本收費表適用於新灣區民政事務處轄下之新灣社區會堂、海怡社區會堂及石排社區會堂。",
            ("hall",
             "二、禮堂（連舞台）：每節（三小時）港幣520元；星期六、日及公眾假期每節港幣650元。"),
            ("room", "三、活動室／會議室：每小時港幣80元，每次最少租用兩小時。"),
            ("deposit",
             "四、租用人須於確認租用後七天內繳付按金港幣1,000元，按金於場地交還並經檢查無損壞後發還。"),
            ("overtime", "五、超時使用：每十五分鐘或不足十五分鐘收費港幣60元。"),
            "六、註冊慈善團體、區內非牟利團體及學校舉辦之非牟利活動，可申請豁免租金，但仍須繳付按金。",
            "查詢：新灣區民政事務處社區會堂管理組（電話：3755 0182）",
        ),
        _version(
            "bl6a-sunbay-hall-charges-2020",
            "新灣區社區會堂及社區中心租用收費表",
            date(2020, 4, 1),
            "新灣區民政事務處",
            "新灣區社區會堂及社區中心租用收費表",
            "生效日期：2020年4月1日",
            "本收費表取代二零一六年五月三日發出之《新灣區社區會堂租用收費表》。",
            "一、本收費表適用於新灣社區會堂、海怡社區會堂、石排社區會堂及於2019年啟用之東岸社區中心。",
            ("hall",
             "二、禮堂（連舞台）：平日每節（三小時）港幣640元；星期六、日及公眾假期每節港幣780元。"),
            ("room", "三、活動室／會議室：每小時港幣95元，每次最少租用兩小時；舞蹈室每小時港幣120元。"),
            ("deposit", "四、按金：每次租用港幣1,500元，須於確認租用後七個工作天內繳付。"),
            ("overtime", "五、超時使用：每十五分鐘或不足十五分鐘收費港幣80元。"),
            "六、註冊慈善團體、區內非牟利團體及學校舉辦之非牟利活動，可申請豁免租金，但仍須繳付按金。",
            "七、取消租用須最少十四天前以書面通知本處，否則按金將不獲發還。",
            "新灣區民政事務處　二零二零年二月",
        ),
        _version(
            "bl6a-sunbay-hall-charges-2024",
            "新灣區社區會堂及社區中心租用收費表（2024年修訂）",
            date(2024, 7, 1),
            "新灣區民政事務處",
            "新灣區社區會堂及社區中心租用收費表（2024年修訂）",
            "修訂生效日期：2024年7月1日",
            "本修訂收費表取代自2020年4月1日起生效之收費表。",
            "一、本收費表適用於新灣社區會堂、海怡社區會堂、石排社區會堂及東岸社區中心。",
            ("hall",
             "二、禮堂（連舞台及基本音響）：平日每節（三小時）港幣760元；星期六、日及公眾假期每節"
             "港幣920元。"),
            ("room", "三、活動室／會議室：每小時港幣110元，每次最少租用兩小時；舞蹈室每小時港幣140元。"),
            ("deposit", "四、按金：每次租用港幣2,000元，可以轉數快或支票繳付，須於確認租用後五個工作天內繳交。"),
            ("overtime", "五、超時使用：每十五分鐘或不足十五分鐘收費港幣100元。"),
            "六、註冊慈善團體、區內非牟利團體及學校舉辦之非牟利活動，可申請豁免租金，但仍須繳付按金。",
            "七、取消租用須最少十四天前以書面通知本處，否則按金將不獲發還。",
            "如有查詢，請致電3755 0182與社區會堂管理組聯絡。",
        ),
    ),
    questions=(
        _now("新灣區社區會堂禮堂租一節幾多錢？", "hall"),
        _now("租社區中心活動室每小時收費", "room"),
        _now("租用新灣社區會堂要交多少按金？", "deposit"),
        _now("社區會堂超時使用點收費？", "overtime"),
        _then("2018年租新灣區社區會堂禮堂每節收費是多少？", "hall", date(2018, 12, 31)),
        _then("2019年3月租社區會堂要交幾多按金", "deposit", date(2019, 3, 31)),
        _then("2022年新灣區活動室每小時租金", "room", date(2022, 12, 31)),
        _then("2024年6月社區會堂超時收費是多少？", "overtime", date(2024, 6, 30)),
    ),
)


# --- 7. Notarial service fees (mainland China) ---------------------------------------------------------------

_NOTARY = RuleFamily(
    family="bl6a-jianghuai-notarial-fees",
    phrasing="blind6-a-zh-3",
    language="zh",
    folder="official/notarial-fees",
    author="江淮省发展和改革委员会　江淮省司法厅",
    versions=(
        _version(
            "bl6a-jianghuai-notarial-fees-2015",
            "江淮省物价局 江淮省司法厅关于规范公证服务收费标准的通知",
            date(2015, 9, 8),
            "江淮省物价局　江淮省司法厅",
            "关于规范公证服务收费标准的通知",
            "江淮价费〔2015〕112号",
            "各市、县（区）物价局、司法局，各公证机构：",
            "为规范公证服务收费行为，维护当事人和公证机构的合法权益，根据国家有关公证服务收费管理规定，"
            "现就我省公证服务收费标准通知如下：",
            ("civil",
             "一、证明出生、生存、死亡、身份、曾用名、住所地、学历、学位、经历、婚姻状况、亲属关系、"
             "有无违法犯罪记录等民事法律事实的，每件收取80元。"),
            ("inheritance",
             "二、办理继承公证，按受益额分段累进收取：20万元以下部分按1%收取，最低不少于200元；"
             "20万元至50万元部分按0.8%收取；50万元以上部分按0.5%收取。"),
            ("copy", "三、公证书正本一份不另收费，每增加一份副本收取10元。"),
            ("urgent",
             "四、当事人要求加急办理（3个工作日内出具公证书）的，可在正常收费标准基础上加收50%。"),
            "五、对符合法律援助条件的当事人，公证机构应当按规定减收或者免收公证费。",
            "六、公证机构应当在办公场所显著位置公示收费项目、收费标准和收费依据，接受社会监督。",
            "本通知自印发之日起执行。",
            "江淮省物价局　　　江淮省司法厅",
            "2015年9月8日",
        ),
        _version(
            "bl6a-jianghuai-notarial-fees-2020",
            "江淮省发展和改革委员会 江淮省司法厅关于调整公证服务收费标准的通知",
            date(2021, 1, 1),
            "江淮省发展和改革委员会　江淮省司法厅",
            "关于调整公证服务收费标准的通知",
            "江淮发改价费规〔2020〕7号",
            "各设区市发展改革委、司法局，各公证机构：",
            "根据国家有关公证服务收费管理规定，结合我省经济社会发展实际和公证服务成本变化情况，"
            "经研究，决定调整我省公证服务收费标准。现将有关事项通知如下：",
            ("civil",
             "一、证明出生、生存、死亡、身份、学历、经历、婚姻状况、亲属关系、有无违法犯罪记录等"
             "民事法律事实的，每件收取100元。"),
            ("inheritance",
             "二、继承公证按受益额分段累进收取：20万元以下部分按0.8%收取，最低不少于300元；"
             "20万元至50万元部分按0.6%收取；50万元以上部分按0.4%收取。"),
            ("copy", "三、公证书正本一份不另收费，每增加一份副本收取15元。"),
            ("urgent",
             "四、当事人要求在2个工作日内出具公证书的，可在正常收费标准基础上加收30%。"),
            "五、对符合法律援助条件的当事人，公证机构应当减收或者免收公证费；对70周岁以上老年人办理"
            "遗嘱公证的，免收公证费。",
            "六、公证机构应当严格执行明码标价规定，不得在规定之外另行收费。",
            "本通知自2021年1月1日起执行，有效期五年。《江淮省物价局 江淮省司法厅关于规范公证服务收费"
            "标准的通知》（江淮价费〔2015〕112号）同时废止。",
            "江淮省发展和改革委员会　　　江淮省司法厅",
            "2020年11月16日",
        ),
        _version(
            "bl6a-jianghuai-notarial-fees-2025",
            "江淮省发展和改革委员会 江淮省司法厅关于公证服务收费标准有关事项的通知",
            date(2026, 1, 1),
            "江淮省发展和改革委员会　江淮省司法厅",
            "关于公证服务收费标准有关事项的通知",
            "江淮发改价费规〔2025〕19号",
            "各设区市发展改革委、司法局，各公证机构：",
            "为进一步规范公证服务收费，降低群众办证成本，现将我省公证服务收费标准有关事项通知如下：",
            ("civil",
             "一、证明出生、生存、死亡、身份、学历、经历、婚姻状况、亲属关系、有无违法犯罪记录等"
             "民事法律事实的，每件收取120元；同一当事人同时申办两件以上的，第二件起每件收取60元。"),
            ("inheritance",
             "二、继承公证按受益额分段累进收取：20万元以下部分按0.6%收取，最低不少于400元；"
             "20万元至50万元部分按0.5%收取；50万元以上部分按0.3%收取。"),
            ("copy", "三、公证书正本一份不另收费，每增加一份副本收取20元。"),
            ("urgent",
             "四、当事人要求在1个工作日内出具公证书的，可在正常收费标准基础上加收40%。"),
            "五、对符合法律援助条件的当事人，公证机构应当减收或者免收公证费；对70周岁以上老年人办理"
            "遗嘱公证的，免收公证费。",
            "六、公证机构应当严格执行明码标价规定，不得在规定之外另行收费。",
            "本通知自2026年1月1日起执行，有效期至2030年12月31日。原《江淮省发展和改革委员会 江淮省"
            "司法厅关于调整公证服务收费标准的通知》（江淮发改价费规〔2020〕7号）同时废止。",
            "江淮省发展和改革委员会　　　江淮省司法厅",
            "2025年12月8日",
        ),
    ),
    questions=(
        _now("江淮省办出生公证现在多少钱一件？", "civil"),
        _now("继承公证怎么收费", "inheritance"),
        _now("公证书副本每份收多少钱？", "copy"),
        _now("江淮省公证加急办理要加收多少？", "urgent"),
        _then("2018年在江淮省办亲属关系公证收费多少？", "civil", date(2018, 12, 31)),
        _then("2020年12月办继承公证按什么比例收费？", "inheritance", date(2020, 12, 31)),
        _then("2023年公证加急费的标准是多少", "urgent", date(2023, 12, 31)),
        _then("2025年12月多要一份公证书副本收多少钱？", "copy", date(2025, 12, 31)),
    ),
)


# --- 8. Residential parcel-locker group standard (mainland China) ---------------------------------------------

_LOCKER_TITLE = "住宅小区智能快件箱服务规范"

_LOCKERS = RuleFamily(
    family="bl6a-haizhou-parcel-locker-standard",
    phrasing="blind6-a-zh-4",
    language="zh",
    folder="official/parcel-locker-standards",
    author="海州市快递行业协会",
    versions=(
        _version(
            "bl6a-haizhou-t-hzkd-003-2019",
            _LOCKER_TITLE,
            date(2019, 6, 1),
            "ICS 03.240",
            "T/HZKD 003—2019",
            "海州市快递行业协会团体标准",
            _LOCKER_TITLE,
            "2019-04-20发布　　2019-06-01实施",
            "海州市快递行业协会　发布",
            "前言　本标准按照GB/T 1.1—2009给出的规则起草。本标准由海州市快递行业协会提出并归口。"
            "本标准起草单位：海州市快递行业协会、海州市邮政管理局、海州恒递智能科技有限公司。",
            "1 范围　本标准规定了住宅小区内智能快件箱的设置、投递、保管、收费和信息通知要求。"
            "本标准适用于海州市行政区域内住宅小区智能快件箱的运营服务。",
            ("notify",
             "5.1 快件投递入箱后，运营企业应在10分钟内以短信或应用程序推送方式向收件人发送取件通知，"
             "通知内容应包括取件码、快件箱地址和保管期限。"),
            ("free", "5.2 快件入箱后，免费保管时长不应少于24小时。"),
            ("fee",
             "5.3 超出免费保管时长的，运营企业可收取超时保管费，收费标准不应高于每12小时0.5元，"
             "单件累计不应超过3元。"),
            ("retention",
             "5.4 快件在箱内滞留超过72小时仍未取出的，运营企业应通知投递企业取回，由投递企业与收件人"
             "另行约定投递方式。"),
            "5.5 生鲜、冷藏等时效性快件，投递企业应事先征得收件人同意后方可投递入箱。",
        ),
        _version(
            "bl6a-haizhou-t-hzkd-003-2022",
            _LOCKER_TITLE,
            date(2022, 10, 1),
            "ICS 03.240",
            "T/HZKD 003—2022",
            "代替T/HZKD 003—2019",
            "海州市快递行业协会团体标准",
            _LOCKER_TITLE,
            "2022-08-15发布　　2022-10-01实施",
            "海州市快递行业协会　发布",
            "前言　本文件按照GB/T 1.1—2020《标准化工作导则　第1部分：标准化文件的结构和起草规则》"
            "的规定起草。",
            "本文件代替T/HZKD 003—2019《住宅小区智能快件箱服务规范》，与T/HZKD 003—2019相比，"
            "除结构调整和编辑性改动外，主要技术变化如下：——延长了免费保管时长（见5.2，2019年版的5.2）；"
            "——降低了超时保管费上限（见5.3，2019年版的5.3）；——增加了未经同意不得投递入箱的要求（见5.6）。",
            "本文件由海州市快递行业协会提出并归口。",
            ("notify",
             "5.1 快件投递入箱后，运营企业应在5分钟内向收件人发送取件通知，通知内容应包括取件码、"
             "快件箱地址、免费保管截止时间和超时收费标准。"),
            ("free", "5.2 快件入箱后，免费保管时长不应少于36小时。"),
            ("fee",
             "5.3 超出免费保管时长的，超时保管费不应高于每12小时0.3元，单件累计不应超过1.5元。"),
            ("retention",
             "5.4 快件在箱内滞留超过96小时仍未取出的，运营企业应通知投递企业取回，并告知收件人。"),
            "5.5 生鲜、冷藏等时效性快件不应投递入箱，收件人另有约定的除外。",
            "5.6 投递企业未经收件人同意，不得将快件投递入智能快件箱。",
        ),
        _version(
            "bl6a-haizhou-t-hzkd-003-2026",
            _LOCKER_TITLE,
            date(2026, 9, 1),
            "ICS 03.240",
            "T/HZKD 003—2026",
            "代替T/HZKD 003—2022",
            "海州市快递行业协会团体标准",
            _LOCKER_TITLE,
            "2026-03-30发布　　2026-09-01实施",
            "海州市快递行业协会　发布",
            "前言　本文件按照GB/T 1.1—2020《标准化工作导则　第1部分：标准化文件的结构和起草规则》"
            "的规定起草。",
            "本文件代替T/HZKD 003—2022《住宅小区智能快件箱服务规范》，与T/HZKD 003—2022相比，"
            "除编辑性改动外，主要技术变化如下：——延长了免费保管时长（见5.2）；——调整了超时保管费的"
            "计费周期和上限（见5.3）；——延长了滞留快件的退回时限（见5.4）。",
            "本文件由海州市快递行业协会提出并归口。",
            ("notify",
             "5.1 快件投递入箱后，运营企业应在3分钟内向收件人发送取件通知；收件人未在24小时内取件的，"
             "应再次提醒。"),
            ("free", "5.2 快件入箱后，免费保管时长不应少于48小时。"),
            ("fee",
             "5.3 超出免费保管时长的，超时保管费不应高于每24小时0.5元，单件累计不应超过1元。"),
            ("retention",
             "5.4 快件在箱内滞留超过7日仍未取出的，运营企业应通知投递企业取回，并告知收件人。"),
            "5.5 生鲜、冷藏等时效性快件不应投递入箱，收件人另有约定的除外。",
            "5.6 投递企业未经收件人同意，不得将快件投递入智能快件箱。",
        ),
    ),
    questions=(
        _now("海州小区快递柜现在能免费放多久？", "free"),
        _now("快递柜超时保管费最多收多少", "fee"),
        _now("快递放进快件箱以后，多久之内要发取件通知？", "notify"),
        _then("2020年海州市快件箱免费保管时长是多少", "free", date(2020, 12, 31)),
        _then("2021年快递柜超时费最多能收多少钱？", "fee", date(2021, 12, 31)),
        _then("2022年8月快件在快递柜里放多久没取会被退回？", "retention", date(2022, 8, 31)),
        _then("2024年投递入箱后取件通知的时限是多少分钟", "notify", date(2024, 12, 31)),
        _later("2026年9月1日起快递柜免费保管时长是多少？", "free", date(2026, 9, 1)),
        _later("2027年起海州快件箱超时保管费上限是多少", "fee", date(2027, 1, 1)),
    ),
)


UNSEEN_FAMILIES_6A: tuple[RuleFamily, ...] = (
    _ALLOTMENTS,
    _AMBULANCE,
    _SNOW,
    _ARCHIVES,
    _BIKESHARE,
    _HALLS,
    _NOTARY,
    _LOCKERS,
)
