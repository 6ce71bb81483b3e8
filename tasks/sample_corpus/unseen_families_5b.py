"""Blind set 5, batch b: eight versioned rule families written without sight of the retrieval rules or other batches,
covering a township private-tree protection by-law, a pressure-equipment regulator's boiler and pressure vessel
inspection fee schedule, a district council's sports pitch and pavilion hire charges, a city building department's
after-hours construction work variance rule, a municipal notice on public kindergarten care and education fees, a
code of practice for the maintenance of lifts by registered contractors, a county's waste cooking oil recovery and
reward directions for restaurants, and a provincial notice on motor-vehicle driving test fees.
"""

from __future__ import annotations

from datetime import date

from tasks.sample_corpus.families import REFERENCE_DATE, RuleFamily, RuleQuestion, RuleVersion

_Item = str | tuple[str, str]


def _version(slug: str, title: str, in_force_from: date, *items: _Item) -> RuleVersion:
    """A version from its paragraphs in reading order; a (key, text) item is a paragraph that states a fact."""
    paragraphs: list[str] = []
    facts: dict[str, str] = {}
    for item in items:
        if isinstance(item, tuple):
            key, text = item
            facts[key] = text
            paragraphs.append(text)
        else:
            paragraphs.append(item)
    return RuleVersion(slug=slug, title=title, paragraphs=tuple(paragraphs), in_force_from=in_force_from,
                       facts=facts)


def _now(query: str, fact: str) -> RuleQuestion:
    return RuleQuestion(query=query, fact=fact, as_of=REFERENCE_DATE, kind="current")


def _then(query: str, fact: str, as_of: date) -> RuleQuestion:
    return RuleQuestion(query=query, fact=fact, as_of=as_of, kind="historical")


def _later(query: str, fact: str, as_of: date) -> RuleQuestion:
    return RuleQuestion(query=query, fact=fact, as_of=as_of, kind="future")


# --- EN 1: township tree protection by-law -------------------------------------------------------------------------

_TREE_AUTHOR = "The Corporation of the Township of Elder Creek"

_TREE_2016 = _version(
    "bl5b-elder-creek-tree-bylaw-2016-071",
    "By-law No. 2016-071 - A By-law to Prohibit and Regulate the Injury or Destruction of Trees on Private Property",
    date(2016, 6, 20),
    "THE CORPORATION OF THE TOWNSHIP OF ELDER CREEK",
    "BY-LAW NO. 2016-071",
    "Being a By-law to prohibit and regulate the injury or destruction of trees on private property within the "
    "Township of Elder Creek",
    "WHEREAS section 135 of the Municipal Act, 2001, as amended, authorizes a local municipality to prohibit or "
    "regulate the destruction or injuring of trees;",
    "NOW THEREFORE the Council of The Corporation of the Township of Elder Creek enacts as follows:",
    "1. In this By-law, \"Tree\" means any species of woody perennial plant that has reached or can reach a height "
    "of at least 4.5 metres at physical maturity, and \"DBH\" means the diameter of the stem of a Tree measured at "
    "1.37 metres above the existing grade.",
    ("size_threshold",
     "2. No person shall injure or destroy, or cause or permit the injury or destruction of, any Tree having a DBH "
     "of 30 centimetres or more on private property without first obtaining a Tree Permit issued under this "
     "By-law."),
    ("permit_fee",
     "3. An application for a Tree Permit shall be made on the form prescribed by the Director of Planning and "
     "shall be accompanied by a non-refundable application fee of $150.00 for the first Tree and $25.00 for each "
     "additional Tree included in the same application."),
    ("decision_time",
     "4. The Director shall issue or refuse a Tree Permit within 30 days after receipt of a complete application."),
    ("replacement",
     "5. As a condition of a Tree Permit, the owner shall plant one (1) replacement Tree, of a minimum caliper of "
     "50 mm, for every Tree destroyed or, where the Director is satisfied that replanting on the property is not "
     "feasible, pay cash-in-lieu to the Township in the amount of $400.00 per replacement Tree."),
    ("penalty",
     "6. Every person who contravenes any provision of this By-law is guilty of an offence and upon conviction is "
     "liable to a fine of not less than $500.00 and not more than $10,000.00 for each Tree."),
    "7. This By-law shall come into force and take effect on the day of its final passing.",
    "READ a first, second and third time and finally passed this 20th day of June, 2016.",
    "Glenn Aldous, Mayor",
    "Patricia Nunes, Clerk",
)

_TREE_2021 = _version(
    "bl5b-elder-creek-tree-bylaw-2021-112",
    "By-law No. 2021-112 - Private Tree Protection By-law",
    date(2022, 1, 1),
    "THE CORPORATION OF THE TOWNSHIP OF ELDER CREEK",
    "BY-LAW NO. 2021-112",
    "Being a By-law to regulate the injury and destruction of trees on private property, and to repeal By-law "
    "No. 2016-071",
    "WHEREAS section 135 of the Municipal Act, 2001, as amended, authorizes a local municipality to prohibit or "
    "regulate the destruction or injuring of trees;",
    "AND WHEREAS Council, by Resolution C-214-21, endorsed the Elder Creek Urban Forest Strategy and deems it "
    "expedient to repeal By-law No. 2016-071 and to replace it with this By-law;",
    "NOW THEREFORE the Council of The Corporation of the Township of Elder Creek enacts as follows:",
    "PART 3 - PROHIBITION",
    ("size_threshold",
     "3.1 No person shall injure or destroy any Tree having a DBH of 25 centimetres or more that is located on "
     "private property, unless a Tree Permit has been issued under this By-law."),
    "3.2 Section 3.1 does not apply to a Tree that a Certified Arborist confirms in writing is dead, dying or "
    "hazardous, or to a Tree of the species Fraxinus (ash) infested by emerald ash borer.",
    "PART 4 - APPLICATIONS",
    "4.1 An application for a Tree Permit shall be submitted to the Director on the prescribed form, together with "
    "a site plan showing every Tree proposed to be injured or destroyed.",
    "4.2 Each application shall be accompanied by the applicable fee set out in Schedule \"A\".",
    ("decision_time",
     "4.5 The Director shall make a decision on a complete application within 20 business days of its receipt."),
    "PART 6 - CONDITIONS",
    ("replacement",
     "6.1 Every Tree Permit shall require the planting of two (2) replacement Trees for each Tree destroyed, of a "
     "minimum caliper of 60 mm, or, where the Director is satisfied that replanting on the property is not "
     "feasible, payment of cash-in-lieu at the rate of $650.00 per replacement Tree required."),
    "PART 9 - OFFENCES AND PENALTIES",
    ("penalty",
     "9.1 Every person who contravenes this By-law is guilty of an offence and upon conviction is liable to a fine "
     "of not less than $750.00 and not more than $25,000.00 for each Tree, and, where the offence is continuing, to "
     "a special fine of up to $100,000.00."),
    "PART 10 - REPEAL AND EFFECTIVE DATE",
    "10.1 By-law No. 2016-071 is hereby repealed.",
    "10.2 This By-law comes into force on January 1, 2022.",
    "READ a first, second and third time and finally passed this 22nd day of November, 2021.",
    "Glenn Aldous, Mayor",
    "Danielle Okafor, Clerk",
    "SCHEDULE \"A\" TO BY-LAW NO. 2021-112 - FEES",
    ("permit_fee",
     "Tree Permit application fee: $225.00 for the first Tree and $40.00 for each additional Tree in the same "
     "application (non-refundable)."),
    "Tree Permit amendment or extension: $95.00.",
)

_TREE_2026 = _version(
    "bl5b-elder-creek-tree-bylaw-2026-038",
    "By-law No. 2026-038 - A By-law to Amend By-law No. 2021-112 (Private Tree Protection By-law)",
    date(2027, 1, 1),
    "THE CORPORATION OF THE TOWNSHIP OF ELDER CREEK",
    "BY-LAW NO. 2026-038",
    "Being a By-law to amend By-law No. 2021-112, being the Private Tree Protection By-law",
    "WHEREAS Council, at its meeting of April 13, 2026, considered Report PLN-2026-09 respecting tree canopy "
    "targets and the recovery of the costs of administering the Private Tree Protection By-law;",
    "NOW THEREFORE the Council of The Corporation of the Township of Elder Creek enacts as follows:",
    ("replacement",
     "1. Section 6.1 of By-law No. 2021-112 is deleted and replaced with the following: \"6.1 Every Tree Permit "
     "shall require the planting of two (2) replacement Trees for each Tree destroyed having a DBH of less than 50 "
     "centimetres, and three (3) replacement Trees for each Tree destroyed having a DBH of 50 centimetres or more, "
     "or, where the Director is satisfied that replanting on the property is not feasible, payment of cash-in-lieu "
     "at the rate of $900.00 per replacement Tree required.\""),
    ("decision_time",
     "2. Section 4.5 of By-law No. 2021-112 is deleted and replaced with the following: \"4.5 The Director shall "
     "make a decision on a complete application within 15 business days of its receipt.\""),
    ("penalty",
     "3. Section 9.1 of By-law No. 2021-112 is amended by deleting \"$750.00\" and substituting \"$1,000.00\", "
     "and by deleting \"$25,000.00\" and substituting \"$50,000.00\"."),
    "4. Schedule \"A\" to By-law No. 2021-112 is deleted and replaced with Schedule \"A\" attached to this By-law.",
    "5. This By-law comes into force on January 1, 2027.",
    "READ a first, second and third time and finally passed this 13th day of April, 2026.",
    "Marion Teskey, Mayor",
    "Danielle Okafor, Clerk",
    "SCHEDULE \"A\" TO BY-LAW NO. 2021-112 - FEES (as amended by By-law No. 2026-038)",
    ("permit_fee",
     "Tree Permit application fee: $310.00 for the first Tree and $55.00 for each additional Tree in the same "
     "application (non-refundable)."),
    "Tree Permit amendment or extension: $95.00.",
    "Peer review of an arborist report, where required by the Director: $185.00 per report.",
)

_TREE = RuleFamily(
    family="bl5b-elder-creek-private-tree-bylaw",
    phrasing="blind5-b-en-1",
    language="en",
    folder="official/tree-protection",
    author=_TREE_AUTHOR,
    versions=(_TREE_2016, _TREE_2021, _TREE_2026),
    questions=(
        _now("How much does a tree removal permit cost in Elder Creek Township?", "permit_fee"),
        _now("What trunk diameter makes a tree on my own lot protected under the Elder Creek tree by-law?",
             "size_threshold"),
        _now("If I cut down a private tree without a permit in Elder Creek, what's the maximum fine?", "penalty"),
        _then("What was the tree permit application fee in Elder Creek in 2019?", "permit_fee", date(2019, 12, 31)),
        _then("In March 2020, what size of tree needed a permit before it could be removed in Elder Creek?",
              "size_threshold", date(2020, 3, 31)),
        _then("Before the tree by-law was replaced in 2022, how long did the Township have to decide on a permit "
              "application?", "decision_time", date(2021, 12, 31)),
        _later("What will the cash-in-lieu payment per replacement tree be in Elder Creek from January 1, 2027?",
               "replacement", date(2027, 1, 1)),
        _later("Elder Creek tree permit fee starting January 2027", "permit_fee", date(2027, 1, 1)),
    ),
)


# --- EN 2: boiler and pressure vessel inspection fees --------------------------------------------------------------

_BOILER_AUTHOR = "Tablelands Plant Safety Regulator"

_BOILER_ISSUE2 = _version(
    "bl5b-tpsr-fs07-issue-2",
    "Fee Schedule FS-07 - Boiler and Pressure Vessel Inspection and Registration Fees",
    date(2018, 6, 14),
    "Tablelands Plant Safety Regulator",
    "Fee Schedule FS-07 - Boiler and Pressure Vessel Inspection and Registration Fees",
    "Issue 2 | Date of issue: 14 June 2018",
    "1. Purpose. This schedule sets out the fees payable to the Regulator for statutory inspection, design "
    "registration and item registration of boilers and pressure vessels under the Plant Safety Regulation. Fees "
    "include GST where applicable.",
    ("boiler_fee",
     "2. Periodic inspection of a fired boiler with a heat output of up to 500 kW: $385.00 per boiler per "
     "inspection. Fired boilers above 500 kW: $612.00 per boiler per inspection."),
    ("vessel_fee",
     "3. Periodic inspection of an unfired pressure vessel (hazard level A, B or C): $210.00 per vessel per "
     "inspection."),
    ("reinspection",
     "4. Re-inspection following a defect notice, or an inspection that could not proceed because the item was not "
     "prepared: $160.00 per hour on site, minimum charge 2 hours."),
    ("design_registration",
     "5. Registration of a plant design (boiler or pressure vessel): $540.00 per design."),
    ("cancellation",
     "6. Cancellation. Where a booked inspection is cancelled by the owner with less than 48 hours' notice, 50% of "
     "the scheduled inspection fee is payable."),
    "7. Invoices are payable within 30 days of the invoice date.",
    "Enquiries: Pressure Equipment Unit, telephone (08) 6555 0170.",
    "FS-07 | Issue 2 | Uncontrolled when printed",
)

_BOILER_ISSUE3 = _version(
    "bl5b-tpsr-fs07-issue-3",
    "Fee Schedule FS-07 - Boiler and Pressure Vessel Inspection and Registration Fees",
    date(2022, 7, 1),
    "Tablelands Plant Safety Regulator",
    "Fee Schedule FS-07 - Boiler and Pressure Vessel Inspection and Registration Fees",
    "Issue 3 | Date of issue: 3 June 2022 | Effective: 1 July 2022",
    "1. Purpose. This schedule sets out the fees payable to the Regulator for statutory inspection, design "
    "registration and item registration of boilers and pressure vessels under the Plant Safety Regulation. Fees "
    "include GST where applicable.",
    ("boiler_fee",
     "2. Periodic inspection of a fired boiler with a heat output of up to 500 kW: $455.00 per boiler per "
     "inspection. Fired boilers above 500 kW: $724.00 per boiler per inspection."),
    ("vessel_fee",
     "3. Periodic inspection of an unfired pressure vessel (hazard level A, B or C): $248.00 per vessel per "
     "inspection."),
    ("reinspection",
     "4. Re-inspection following a defect notice, or an inspection that could not proceed because the item was not "
     "prepared: $189.00 per hour on site, minimum charge 2 hours."),
    ("design_registration",
     "5. Registration of a plant design (boiler or pressure vessel): $640.00 per design."),
    ("cancellation",
     "6. Cancellation. Where a booked inspection is cancelled by the owner with less than 72 hours' notice, 50% of "
     "the scheduled inspection fee is payable."),
    "7. Invoices are payable within 30 days of the invoice date.",
    "Revision history: Issue 1, 1 July 2014, first issue. Issue 2, 14 June 2018, fees indexed. Issue 3, "
    "1 July 2022, fees indexed to CPI; cancellation notice period extended from 48 to 72 hours.",
    "Enquiries: Pressure Equipment Unit, telephone (08) 6555 0170.",
    "FS-07 | Issue 3 | Uncontrolled when printed",
)

_BOILER_ISSUE4 = _version(
    "bl5b-tpsr-fs07-issue-4",
    "Fee Schedule FS-07 - Boiler and Pressure Vessel Inspection and Registration Fees",
    date(2026, 7, 1),
    "Tablelands Plant Safety Regulator",
    "Fee Schedule FS-07 - Boiler and Pressure Vessel Inspection and Registration Fees",
    "Issue 4 | Date of issue: 20 May 2026 | Effective: 1 July 2026",
    "This issue supersedes FS-07 Issue 3 (effective 1 July 2022). Inspections carried out before 1 July 2026 are "
    "invoiced at Issue 3 rates.",
    "1. Purpose. This schedule sets out the fees payable to the Regulator for statutory inspection, design "
    "registration and item registration of boilers and pressure vessels under the Plant Safety Regulation. Fees "
    "include GST where applicable.",
    ("boiler_fee",
     "2. Periodic inspection of a fired boiler with a heat output of up to 500 kW: $530.00 per boiler per "
     "inspection. Fired boilers above 500 kW: $843.00 per boiler per inspection."),
    ("vessel_fee",
     "3. Periodic inspection of an unfired pressure vessel (hazard level A, B or C): $289.00 per vessel per "
     "inspection."),
    ("reinspection",
     "4. Re-inspection following a defect notice, or an inspection that could not proceed because the item was not "
     "prepared: $221.00 per hour on site, minimum charge 1 hour, then charged in 15-minute increments."),
    ("design_registration",
     "5. Registration of a plant design (boiler or pressure vessel): $745.00 per design."),
    ("cancellation",
     "6. Cancellation. Where a booked inspection is cancelled by the owner with less than 72 hours' notice, 75% of "
     "the scheduled inspection fee is payable; where less than 24 hours' notice is given, or the inspector is "
     "refused access on arrival, 100% is payable."),
    "7. Invoices are payable within 30 days of the invoice date.",
    "Revision history: Issue 1, 1 July 2014, first issue. Issue 2, 14 June 2018, fees indexed. Issue 3, "
    "1 July 2022, fees indexed to CPI; cancellation notice period extended from 48 to 72 hours. Issue 4, "
    "1 July 2026, fees indexed; re-inspection minimum reduced to 1 hour; tiered cancellation charges.",
    "Enquiries: Pressure Equipment Unit, telephone (08) 6555 0170.",
    "FS-07 | Issue 4 | Uncontrolled when printed",
)

_BOILER = RuleFamily(
    family="bl5b-tpsr-boiler-inspection-fees",
    phrasing="blind5-b-en-2",
    language="en",
    folder="official/pressure-equipment-fees",
    author=_BOILER_AUTHOR,
    versions=(_BOILER_ISSUE2, _BOILER_ISSUE3, _BOILER_ISSUE4),
    questions=(
        _now("What does the Tablelands Plant Safety Regulator charge to inspect a boiler?", "boiler_fee"),
        _now("hourly rate for a re-inspection after a defect notice on a pressure vessel", "reinspection"),
        _now("How much is it to register a boiler design with the regulator?", "design_registration"),
        _then("What was the fee for a periodic boiler inspection in 2020?", "boiler_fee", date(2020, 12, 31)),
        _then("If I had cancelled a pressure vessel inspection on 1 July 2021 with two days' notice, would I have "
              "been charged anything?", "cancellation", date(2021, 7, 1)),
        _then("FS-07 pressure vessel inspection fee in 2019", "vessel_fee", date(2019, 12, 31)),
        _later("From 1 July 2026, how much will a boiler inspection cost in the Tablelands?", "boiler_fee",
               date(2026, 7, 1)),
        _later("What cancellation charges apply to inspections from July 2026 onwards?", "cancellation",
               date(2026, 7, 1)),
    ),
)


# --- EN 3: district council sports pitch hire ----------------------------------------------------------------------

_PITCH_AUTHOR = "Ashcombe District Council"

_PITCH_CONTACT = ("Bookings: Ashcombe Leisure Bookings Team, Civic Offices, Market Street, Ashcombe AS4 2QT. "
                  "Telephone 01632 960418.")

_PITCH_2019 = _version(
    "bl5b-ashcombe-pitch-hire-2019-20",
    "Sports Pitch and Pavilion Hire Charges 2019/20",
    date(2019, 4, 1),
    "Ashcombe District Council - Leisure and Open Spaces",
    "Sports Pitch and Pavilion Hire Charges 2019/20",
    "Approved by the Community and Leisure Committee on 5 February 2019. The charges below apply to bookings for "
    "use on or after 1 April 2019.",
    "All charges include VAT at the standard rate, except block bookings by affiliated non-profit clubs, which are "
    "exempt.",
    ("adult_pitch", "1. Football pitch, adult (11-a-side), with use of changing rooms - per match: £58.00"),
    ("junior_pitch", "2. Football pitch, junior (9-a-side and under) - per match: £24.00"),
    ("cricket", "3. Cricket square and outfield, including pavilion - per match: £88.00"),
    ("block_discount",
     "4. Season block bookings: clubs booking 12 or more fixtures for the season in a single application receive a "
     "discount of 10% on the charges above."),
    "5. Bookings cancelled less than 7 days before the date of use are charged in full, unless the Council closes "
    "the pitch because of the weather or ground conditions.",
    _PITCH_CONTACT,
)

_PITCH_2021 = _version(
    "bl5b-ashcombe-pitch-hire-2021-22",
    "Sports Pitch and Pavilion Hire Charges 2021/22",
    date(2021, 4, 1),
    "Ashcombe District Council - Leisure and Open Spaces",
    "Sports Pitch and Pavilion Hire Charges 2021/22",
    "Approved by the Community and Leisure Committee on 9 February 2021. Charges apply from 1 April 2021. Charges "
    "were held at 2019/20 levels for the 2020/21 season.",
    "All charges include VAT at the standard rate, except block bookings by affiliated non-profit clubs, which are "
    "exempt.",
    ("adult_pitch", "1. Football pitch, adult (11-a-side), with use of changing rooms - per match: £61.50"),
    ("junior_pitch", "2. Football pitch, junior (9-a-side and under) - per match: £25.50"),
    ("cricket", "3. Cricket square and outfield, including pavilion - per match: £93.00"),
    ("block_discount",
     "4. Season block bookings: clubs booking 10 or more fixtures for the season in a single application receive a "
     "discount of 10% on the charges above."),
    "5. Bookings cancelled less than 7 days before the date of use are charged in full, unless the Council closes "
    "the pitch because of the weather or ground conditions.",
    _PITCH_CONTACT,
)

_PITCH_2023 = _version(
    "bl5b-ashcombe-pitch-hire-from-april-2023",
    "Outdoor Sports Facilities: Pitch and Pavilion Hire Charges from 1 April 2023",
    date(2023, 4, 1),
    "Ashcombe District Council",
    "Outdoor Sports Facilities: Pitch and Pavilion Hire Charges from 1 April 2023",
    "Agreed by Cabinet on 14 February 2023 as part of the annual Fees and Charges report (Minute CAB/23/031). "
    "Effective 1 April 2023 and until further notice.",
    "Prices include VAT where applicable.",
    ("adult_pitch", "Adult football (11-a-side) with changing rooms: £67.00 per match"),
    ("junior_pitch", "Junior football (9-a-side and under): £27.80 per match"),
    ("cricket", "Cricket (square, outfield and pavilion): £101.00 per match"),
    "Floodlit 3G artificial grass pitch, Ashcombe Leisure Centre: £78.00 per hour (full pitch)",
    ("block_discount",
     "Clubs booking 10 or more fixtures for the season in one application receive a 12.5% discount."),
    "Cancellations with less than 7 days' notice are charged in full unless the Council closes the pitch.",
    _PITCH_CONTACT,
)

_PITCH_2026 = _version(
    "bl5b-ashcombe-pitch-hire-2026-27",
    "Sports Pitch and Pavilion Hire Charges 2026/27",
    date(2026, 4, 1),
    "Ashcombe District Council",
    "Sports Pitch and Pavilion Hire Charges 2026/27",
    "Fees and Charges 2026/27, approved by Cabinet on 10 February 2026. Effective from 1 April 2026.",
    "Prices include VAT where applicable.",
    ("adult_pitch", "Adult football (11-a-side) with changing rooms: £73.40 per match"),
    ("junior_pitch", "Junior football (9-a-side and under): £30.20 per match"),
    ("cricket", "Cricket (square, outfield and pavilion): £110.00 per match"),
    "Floodlit 3G artificial grass pitch, Ashcombe Leisure Centre: £86.00 per hour (full pitch)",
    ("block_discount",
     "Clubs booking 10 or more fixtures for the season in one application receive a 15% discount."),
    "Cancellations with less than 7 days' notice are charged in full unless the Council closes the pitch.",
    _PITCH_CONTACT,
)

_PITCH = RuleFamily(
    family="bl5b-ashcombe-sports-pitch-hire",
    phrasing="blind5-b-en-3",
    language="en",
    folder="official/sports-pitch-hire",
    author=_PITCH_AUTHOR,
    versions=(_PITCH_2019, _PITCH_2021, _PITCH_2023, _PITCH_2026),
    questions=(
        _now("How much does Ashcombe District Council charge to hire an adult football pitch for a match?",
             "adult_pitch"),
        _now("junior football pitch hire price Ashcombe", "junior_pitch"),
        _now("What's the cost of booking the cricket square and pavilion for a game?", "cricket"),
        _now("Do clubs get a discount for block booking a season of pitches in Ashcombe?", "block_discount"),
        _then("What did an adult pitch cost per match in Ashcombe in the 2019/20 season?", "adult_pitch",
              date(2020, 3, 31)),
        _then("Ashcombe cricket pitch hire charge in 2022", "cricket", date(2022, 12, 31)),
        _then("How much was a junior football pitch in Ashcombe in March 2024?", "junior_pitch", date(2024, 3, 31)),
        _then("On 1 May 2020, how many fixtures did a club have to book to get the block booking discount?",
              "block_discount", date(2020, 5, 1)),
    ),
)


# --- EN 4: after-hours construction work variances -----------------------------------------------------------------

_NOISE_AUTHOR = "City of Brennan Falls Department of Buildings"

_NOISE_2015 = _version(
    "bl5b-brennan-falls-rule-14-07-2015",
    "Rule 14-07: After-Hours Construction Work Variances",
    date(2015, 9, 9),
    "CITY OF BRENNAN FALLS - DEPARTMENT OF BUILDINGS",
    "RULE 14-07: AFTER-HOURS CONSTRUCTION WORK VARIANCES",
    "Adopted: September 9, 2015",
    "Statutory authority: Brennan Falls Municipal Code §§ 9.36.040 and 15.04.110.",
    ("hours",
     "(a) Definitions. \"After-hours work\" means construction work performed between 7:00 p.m. and 7:00 a.m. on a "
     "weekday, or at any time on a Sunday."),
    ("fee",
     "(b) Application. An application for an after-hours work variance shall be filed with the Department at least "
     "5 business days before the proposed work and shall be accompanied by a fee of $225."),
    ("term",
     "(c) Term. A variance is valid for no more than 10 consecutive calendar days. Work beyond that period requires "
     "a new application."),
    ("neighbor_notice",
     "(d) Notice to neighbors. At least 48 hours before after-hours work begins, the permittee shall post the "
     "variance at the site and deliver written notice to the occupants of every building within 150 feet of the "
     "work site."),
    "(e) Emergency work. Work necessary to protect life or property may proceed without a variance; the contractor "
    "shall apply within 1 business day after the work begins.",
    "Questions: Department of Buildings, Noise Variance Desk, (555) 014-2270.",
)

_NOISE_2020 = _version(
    "bl5b-brennan-falls-rule-14-07-rev1",
    "Rule 14-07: After-Hours Construction Work Variances (Rev. 1)",
    date(2020, 4, 1),
    "CITY OF BRENNAN FALLS - DEPARTMENT OF BUILDINGS",
    "RULE 14-07: AFTER-HOURS CONSTRUCTION WORK VARIANCES (Rev. 1)",
    "Adopted: March 2, 2020 | Effective: April 1, 2020",
    "Statement of basis and purpose: This rule amends and restates Rule 14-07, adopted September 9, 2015, to "
    "lengthen the term of a variance, to widen the area in which neighbors must be notified, and to revise the "
    "application fee.",
    "Statutory authority: Brennan Falls Municipal Code §§ 9.36.040 and 15.04.110.",
    ("hours",
     "(a) Definitions. \"After-hours work\" means construction work performed between 6:00 p.m. and 7:00 a.m. on a "
     "weekday, or at any time on a Saturday, Sunday or legal holiday."),
    ("fee",
     "(b) Application. An application for an after-hours work variance shall be filed with the Department at least "
     "5 business days before the proposed work and shall be accompanied by a fee of $340. An extension of an "
     "unexpired variance may be requested for a fee of $120."),
    ("term",
     "(c) Term. A variance is valid for no more than 14 consecutive calendar days and may be extended once, for up "
     "to 7 additional days."),
    ("neighbor_notice",
     "(d) Notice to neighbors. At least 72 hours before after-hours work begins, the permittee shall post the "
     "variance at the site and deliver written notice to the occupants of every building within 300 feet of the "
     "work site."),
    "(e) Emergency work. Work necessary to protect life or property may proceed without a variance; the contractor "
    "shall apply within 1 business day after the work begins.",
    "Revision history: Original rule adopted 09/09/2015. Rev. 1 adopted 03/02/2020, effective 04/01/2020.",
    "Questions: Department of Buildings, Noise Variance Desk, (555) 014-2270.",
)

_NOISE_2024 = _version(
    "bl5b-brennan-falls-rule-14-07-rev2",
    "Rule 14-07: After-Hours Construction Work Variances (Rev. 2)",
    date(2025, 1, 1),
    "CITY OF BRENNAN FALLS - DEPARTMENT OF BUILDINGS",
    "RULE 14-07: AFTER-HOURS CONSTRUCTION WORK VARIANCES (Rev. 2)",
    "Adopted: October 14, 2024 | Effective: January 1, 2025",
    "Statutory authority: Brennan Falls Municipal Code §§ 9.36.040 and 15.04.110.",
    ("hours",
     "(a) Definitions. \"After-hours work\" means construction work performed between 6:00 p.m. and 7:00 a.m. "
     "Monday through Friday, before 9:00 a.m. or after 5:00 p.m. on a Saturday, or at any time on a Sunday or legal "
     "holiday."),
    ("fee",
     "(b) Application. An application for an after-hours work variance shall be filed through the Department's "
     "online permit portal at least 5 business days before the proposed work. The fee is $415 for a variance of up "
     "to 7 days, plus $45 for each additional day."),
    ("term",
     "(c) Term. A variance is valid for no more than 21 consecutive calendar days. Extensions are not granted; work "
     "beyond that period requires a new application."),
    ("neighbor_notice",
     "(d) Notice to neighbors. At least 5 calendar days before after-hours work begins, the permittee shall post the "
     "variance at the site, deliver written notice to the occupants of every building within 300 feet of the work "
     "site, and send a copy to the office of the Council member for the district."),
    "(e) Emergency work. Work necessary to protect life or property may proceed without a variance; the contractor "
    "shall apply within 1 business day after the work begins.",
    "Revision history: Original rule adopted 09/09/2015. Rev. 1 adopted 03/02/2020, effective 04/01/2020. Rev. 2 "
    "adopted 10/14/2024, effective 01/01/2025; supersedes Rev. 1.",
    "Questions: Department of Buildings, Noise Variance Desk, (555) 014-2270.",
)

_NOISE = RuleFamily(
    family="bl5b-brennan-falls-after-hours-variance",
    phrasing="blind5-b-en-4",
    language="en",
    folder="official/night-work-noise",
    author=_NOISE_AUTHOR,
    versions=(_NOISE_2015, _NOISE_2020, _NOISE_2024),
    questions=(
        _now("How much is an after-hours construction variance from the Brennan Falls Department of Buildings?",
             "fee"),
        _now("How long can an after-hours work variance last?", "term"),
        _now("How much notice do I have to give neighbors before night construction under Rule 14-07?",
             "neighbor_notice"),
        _now("What hours count as after-hours work for construction in Brennan Falls?", "hours"),
        _then("What was the after-hours variance fee in Brennan Falls in 2018?", "fee", date(2018, 12, 31)),
        _then("In February 2020, how far around the site did neighbors have to be notified of night work?",
              "neighbor_notice", date(2020, 2, 29)),
        _then("Maximum term of an after-hours construction variance in 2022", "term", date(2022, 12, 31)),
        _then("Before the 2025 revision of Rule 14-07, did Saturday daytime work need an after-hours variance?",
              "hours", date(2024, 12, 31)),
    ),
)


# --- ZH 1: municipal kindergarten care and education fees (simplified) ---------------------------------------------

_KG_AUTHOR = "临溪市发展和改革委员会 临溪市教育局 临溪市财政局"

_KG_2018 = _version(
    "bl5b-linxi-kindergarten-fee-2018",
    "临溪市发展和改革委员会 临溪市教育局 临溪市财政局关于调整公办幼儿园保育教育费标准的通知",
    date(2018, 9, 1),
    "临发改收费〔2018〕45号",
    "临溪市发展和改革委员会 临溪市教育局 临溪市财政局关于调整公办幼儿园保育教育费标准的通知",
    "各县（市、区）发展改革局、教育局、财政局，市直各公办幼儿园：",
    "根据《幼儿园收费管理暂行办法》和省有关规定，结合我市公办幼儿园办园成本和群众承受能力，经市人民政府同意，现就调整我市"
    "公办幼儿园保育教育费（以下简称保教费）标准有关事项通知如下：",
    ("demo_fee", "一、省级示范幼儿园保教费标准为每生每月680元。"),
    ("class1_fee", "二、市级一类幼儿园保教费标准为每生每月520元。"),
    ("class2_fee", "三、市级二类及以下幼儿园保教费标准为每生每月380元。"),
    ("sibling", "四、同一家庭有两名及以上子女同时在公办幼儿园就读的，第二名及以上子女保教费减收20%。"),
    ("leave_refund", "五、保教费按学期收取，每学期按5个月计收。幼儿因病或其他原因连续请假满1个月的，按月退还当月保教费的50%。"),
    "六、幼儿园不得在保教费之外以开办实验班、特色班、兴趣班等为由另行收取费用。",
    "七、本通知自2018年9月1日起执行。",
    "临溪市发展和改革委员会　　临溪市教育局　　临溪市财政局",
    "2018年7月20日",
    "（此件主动公开）",
)

_KG_2021 = _version(
    "bl5b-linxi-kindergarten-fee-2021",
    "临溪市发展和改革委员会 临溪市教育局 临溪市财政局关于公布公办幼儿园保育教育费标准的通知",
    date(2021, 9, 1),
    "临发改收费〔2021〕88号",
    "临溪市发展和改革委员会 临溪市教育局 临溪市财政局关于公布公办幼儿园保育教育费标准的通知",
    "各县（市、区）发展改革局、教育局、财政局，市直各公办幼儿园：",
    "为进一步规范我市公办幼儿园收费行为，根据省发展改革委、省教育厅、省财政厅关于学前教育收费管理的有关规定，在成本监审"
    "基础上，经市人民政府同意，现将我市公办幼儿园保育教育费（以下简称保教费）标准公布如下：",
    ("demo_fee", "一、省级示范幼儿园：每生每月760元。"),
    ("class1_fee", "二、市级一类幼儿园：每生每月580元。"),
    ("class2_fee", "三、市级二类及以下幼儿园：每生每月420元。"),
    ("sibling", "四、同一家庭有两名及以上子女同时在公办幼儿园就读的，第二名及以上子女保教费减收30%。"),
    ("leave_refund",
     "五、保教费按月或按学期收取，不得跨学期预收。幼儿连续请假满15天不满1个月的，退还当月保教费的30%；连续请假满1个月的，"
     "退还当月保教费的60%。"),
    "六、各幼儿园应在醒目位置公示收费项目、收费标准、收费依据及举报电话12345，接受社会监督。",
    "七、本通知自2021年9月1日起执行，有效期5年。《临溪市发展和改革委员会 临溪市教育局 临溪市财政局关于调整公办幼儿园保育"
    "教育费标准的通知》（临发改收费〔2018〕45号）同时废止。",
    "临溪市发展和改革委员会　　临溪市教育局　　临溪市财政局",
    "2021年7月26日",
    "（此件主动公开）",
)

_KG_2026 = _version(
    "bl5b-linxi-kindergarten-fee-2026",
    "临溪市发展和改革委员会 临溪市教育局 临溪市财政局关于公布公办幼儿园保育教育费标准的通知",
    date(2026, 9, 1),
    "临发改收费〔2026〕31号",
    "临溪市发展和改革委员会 临溪市教育局 临溪市财政局关于公布公办幼儿园保育教育费标准的通知",
    "各县（市、区）发展改革局、教育局、财政局，市直各公办幼儿园：",
    "《临溪市发展和改革委员会 临溪市教育局 临溪市财政局关于公布公办幼儿园保育教育费标准的通知》（临发改收费〔2021〕88号）"
    "将于2026年8月31日到期。根据成本监审结果，经市人民政府同意，现将2026年秋季学期起我市公办幼儿园保育教育费（以下简称保教费）"
    "标准公布如下：",
    ("demo_fee", "一、省级示范幼儿园：每生每月840元。"),
    ("class1_fee", "二、市级一类幼儿园：每生每月640元。"),
    ("class2_fee", "三、市级二类及以下幼儿园：每生每月460元。"),
    ("sibling",
     "四、同一家庭有两名及以上子女同时在公办幼儿园就读的，第二名子女保教费减收50%，第三名及以上子女免收保教费。"),
    ("leave_refund",
     "五、保教费按月或按学期收取，不得跨学期预收。幼儿连续请假满15天不满1个月的，退还当月保教费的40%；连续请假满1个月的，"
     "退还当月保教费的80%。"),
    "六、各幼儿园应在醒目位置公示收费项目、收费标准、收费依据及举报电话12345，接受社会监督。",
    "七、本通知自2026年9月1日起执行，有效期至2031年8月31日。临发改收费〔2021〕88号文件同时废止。",
    "临溪市发展和改革委员会　　临溪市教育局　　临溪市财政局",
    "2026年5月18日",
    "（此件主动公开）",
)

_KG = RuleFamily(
    family="bl5b-linxi-kindergarten-fees",
    phrasing="blind5-b-zh-1",
    language="zh",
    folder="official/kindergarten-fees",
    author=_KG_AUTHOR,
    versions=(_KG_2018, _KG_2021, _KG_2026),
    questions=(
        _now("临溪市省级示范幼儿园现在每月保教费多少钱？", "demo_fee"),
        _now("两个孩子都在临溪公办幼儿园上学，老二的保教费能减多少？", "sibling"),
        _now("临溪市一类公办幼儿园保教费标准", "class1_fee"),
        _then("2020年临溪省级示范幼儿园一个月保教费是多少？", "demo_fee", date(2020, 12, 31)),
        _then("2019年3月临溪市二类公办幼儿园每月收多少保教费", "class2_fee", date(2019, 3, 31)),
        _then("2021年9月新标准执行以前，孩子在临溪公办园请假满一个月能退多少保教费？", "leave_refund", date(2021, 8, 31)),
        _later("2026年9月1日起临溪一类幼儿园保教费调整为多少？", "class1_fee", date(2026, 9, 1)),
        _later("从2026年9月起，临溪公办园多孩家庭的保教费怎么减免？", "sibling", date(2026, 9, 1)),
    ),
)


# --- ZH 2: lift maintenance code of practice (traditional, Hong Kong usage) -----------------------------------------

_LIFT_AUTHOR = "機電設備安全署"

_LIFT_2012 = _version(
    "bl5b-lift-maintenance-code-2012",
    "註冊升降機承辦商保養工作實務守則（2012年版）",
    date(2012, 11, 30),
    "機電設備安全署",
    "註冊升降機承辦商保養工作實務守則",
    "2012年版",
    "發出日期：2012年11月30日",
    "1.1 本守則根據《升降機及自動梯條例》發出，就註冊升降機承辦商及註冊升降機工程人員進行升降機保養工作提供實務指引。"
    "如未有遵從本守則，可在紀律研訊中被援引為證據。",
    ("maintenance_interval",
     "3.1 註冊承辦商須為其負責的每部升降機進行例行保養，每月最少兩次，兩次例行保養相隔不得超過18日。"),
    ("brake_test",
     "3.4 升降機制動器須每12個月最少進行一次全面測試，並須拆件檢查制動器襯片的磨損程度。"),
    ("rescue_response",
     "4.2 接獲有乘客被困於升降機機廂內的報告後，註冊承辦商須安排註冊工程人員於60分鐘內抵達現場，並將被困乘客救出。"),
    ("records",
     "6.1 每次保養、測試及維修工作的紀錄須以本署指定格式記錄於保養紀錄冊內，存放於機房，並須保存最少2年。"),
    "查詢：機電設備安全署升降機及自動梯組　電話：2808 3311",
)

_LIFT_2019 = _version(
    "bl5b-lift-maintenance-code-2019",
    "註冊升降機承辦商保養工作實務守則（2019年版）",
    date(2019, 4, 1),
    "機電設備安全署",
    "註冊升降機承辦商保養工作實務守則",
    "2019年版",
    "發出日期：2019年1月25日　生效日期：2019年4月1日",
    "本守則2019年版由2019年4月1日起取代2012年版。",
    "修訂摘要：縮短例行保養相隔日數；制動器測試改為每6個月一次；縮短困人事故的到場時限；延長保養紀錄的保存期。",
    "1.1 本守則根據《升降機及自動梯條例》發出，就註冊升降機承辦商及註冊升降機工程人員進行升降機保養工作提供實務指引。"
    "如未有遵從本守則，可在紀律研訊中被援引為證據。",
    ("maintenance_interval",
     "3.1 註冊承辦商須為其負責的每部升降機進行例行保養，每月最少兩次，兩次例行保養相隔不得超過14日。"),
    ("brake_test",
     "3.4 升降機制動器須每6個月最少進行一次全面測試，並須每12個月拆件檢查制動器襯片的磨損程度。"),
    ("rescue_response",
     "4.2 接獲有乘客被困於升降機機廂內的報告後，註冊承辦商須安排註冊工程人員於45分鐘內抵達現場，並將被困乘客救出。"),
    ("records",
     "6.1 每次保養、測試及維修工作的紀錄須以本署指定格式記錄於保養紀錄冊內，存放於機房，並須保存最少5年。"),
    "查詢：機電設備安全署升降機及自動梯組　電話：2808 3311",
)

_LIFT_2026 = _version(
    "bl5b-lift-maintenance-code-2026",
    "註冊升降機承辦商保養工作實務守則（2026年版）",
    date(2027, 1, 1),
    "機電設備安全署",
    "註冊升降機承辦商保養工作實務守則",
    "2026年版",
    "發出日期：2026年3月20日　生效日期：2027年1月1日",
    "本版本由2027年1月1日起取代2019年版。在2026年3月20日至2026年12月31日期間，2019年版繼續適用。",
    "1.1 本守則根據《升降機及自動梯條例》發出，就註冊升降機承辦商及註冊升降機工程人員進行升降機保養工作提供實務指引。"
    "如未有遵從本守則，可在紀律研訊中被援引為證據。",
    ("maintenance_interval",
     "3.1 註冊承辦商須為其負責的每部升降機進行例行保養，每7日最少一次。"),
    ("brake_test",
     "3.4 升降機制動器須每3個月最少進行一次全面測試，並須每12個月拆件檢查制動器襯片的磨損程度。"),
    ("rescue_response",
     "4.2 接獲有乘客被困於升降機機廂內的報告後，註冊承辦商須安排註冊工程人員於35分鐘內抵達現場，並將被困乘客救出；"
     "如未能於時限內到場，須即時通知本署及有關升降機的負責人。"),
    ("records",
     "6.1 每次保養、測試及維修工作的紀錄須以紙本或本署認可的電子系統記錄，並須保存最少7年；電子紀錄須可供本署人員即時查閱。"),
    "查詢：機電設備安全署升降機及自動梯組　電話：2808 3311",
)

_LIFT = RuleFamily(
    family="bl5b-lift-maintenance-code",
    phrasing="blind5-b-zh-2",
    language="zh",
    folder="official/lift-maintenance",
    author=_LIFT_AUTHOR,
    versions=(_LIFT_2012, _LIFT_2019, _LIFT_2026),
    questions=(
        _now("現時升降機兩次例行保養最多可以相隔多少日？", "maintenance_interval"),
        _now("升降機有人被困，承辦商要幾多分鐘內到場？", "rescue_response"),
        _now("升降機保養紀錄而家要保存幾多年？", "records"),
        _then("2015年升降機例行保養規定相隔不得超過幾日？", "maintenance_interval", date(2015, 12, 31)),
        _then("2019年4月新版守則生效前，升降機困人事故承辦商須在多久內到達現場？", "rescue_response",
              date(2019, 3, 31)),
        _then("2018年機電設備安全署對升降機制動器測試有甚麼要求？", "brake_test", date(2018, 12, 31)),
        _later("由2027年1月1日起，升降機例行保養嘅間隔係幾耐？", "maintenance_interval", date(2027, 1, 1)),
        _later("2027年起升降機保養紀錄需保存多久？", "records", date(2027, 1, 1)),
    ),
)


# --- ZH 3: county waste cooking oil recovery directions (traditional, Taiwan usage) --------------------------------

_OIL_AUTHOR = "澄湖縣政府"

_OIL_TITLE = "澄湖縣餐飲業廢食用油回收管理獎勵要點"

_OIL_PURPOSE = ("一、澄湖縣政府（以下簡稱本府）為落實廢食用油回收再利用，防止廢食用油違規棄置或流入非法管道，特訂定本要點。")

_OIL_2018 = _version(
    "bl5b-chenghu-waste-cooking-oil-107",
    _OIL_TITLE,
    date(2018, 5, 8),
    _OIL_TITLE,
    "中華民國107年5月8日澄環廢字第1070015236號函訂定",
    _OIL_PURPOSE,
    ("scope", "二、本要點適用對象為本縣營業場所面積一百平方公尺以上之餐飲業者。"),
    ("reward",
     "三、適用對象將廢食用油交付經本府環境保護局（以下簡稱環保局）登記之回收業者者，每公斤獎勵新臺幣五元，每一業者每年最高"
     "獎勵新臺幣二萬元。"),
    ("reporting", "四、適用對象應於每月十五日前，至環保局網路申報系統申報前一月廢食用油產出量及交付量。"),
    ("storage", "五、廢食用油應以容量十公升以上、具蓋之專用容器貯存，並標示「廢食用油」字樣。"),
    "六、業者未依規定申報或貯存者，環保局得通知限期改善；屆期未改善者，取消當年度獎勵資格。",
    "七、本要點自發布日施行。",
)

_OIL_2023 = _version(
    "bl5b-chenghu-waste-cooking-oil-111",
    _OIL_TITLE,
    date(2023, 1, 1),
    _OIL_TITLE,
    "中華民國107年5月8日澄環廢字第1070015236號函訂定",
    "中華民國111年12月20日澄環廢字第1110048812號函修正全文，並自112年1月1日生效",
    _OIL_PURPOSE,
    ("scope", "二、本要點適用對象為本縣設有座位四十席以上之餐飲業者，及以油炸為主要製程之連鎖速食業者。"),
    ("reward",
     "三、適用對象將廢食用油交付經本府環境保護局（以下簡稱環保局）登記之回收業者者，每公斤獎勵新臺幣七元，每一業者每年最高"
     "獎勵新臺幣三萬元。"),
    ("reporting", "四、適用對象應於每月十日前，至環保局網路申報系統申報前一月廢食用油產出量、貯存量及交付量。"),
    ("storage",
     "五、廢食用油應以密閉、防漏且容量二十公升以上之專用容器貯存，並標示「廢食用油」字樣；場內貯存量不得逾四百公升。"),
    "六、業者未依規定申報或貯存者，環保局得通知限期改善；屆期未改善者，取消當年度獎勵資格，並依廢棄物清理法相關規定處理。",
)

_OIL_2025 = _version(
    "bl5b-chenghu-waste-cooking-oil-114",
    _OIL_TITLE,
    date(2025, 10, 1),
    _OIL_TITLE,
    "中華民國107年5月8日澄環廢字第1070015236號函訂定",
    "中華民國111年12月20日澄環廢字第1110048812號函修正全文，並自112年1月1日生效",
    "中華民國114年8月15日澄環廢字第1140031507號函修正第二點至第五點，並自114年10月1日生效",
    _OIL_PURPOSE,
    ("scope",
     "二、本要點適用對象為本縣設有座位二十五席以上，或每月食用油使用量達二百公升以上之餐飲業者。"),
    ("reward",
     "三、適用對象將廢食用油交付經本府環境保護局（以下簡稱環保局）登記之回收業者者，每公斤獎勵新臺幣八元，每一業者每年最高"
     "獎勵新臺幣四萬元。"),
    ("reporting", "四、適用對象應於每月五日前，至環保局網路申報系統申報前一月廢食用油產出量、貯存量、交付量及回收業者名稱。"),
    ("storage",
     "五、廢食用油應以密閉、防漏且容量二十公升以上之專用容器貯存，並標示「廢食用油」字樣；場內貯存量不得逾三百公升，"
     "且貯存期間不得逾三十日。"),
    "六、業者未依規定申報或貯存者，環保局得通知限期改善；屆期未改善者，取消當年度獎勵資格，並依廢棄物清理法相關規定處理。",
)

_OIL = RuleFamily(
    family="bl5b-chenghu-waste-cooking-oil",
    phrasing="blind5-b-zh-3",
    language="zh",
    folder="official/waste-cooking-oil",
    author=_OIL_AUTHOR,
    versions=(_OIL_2018, _OIL_2023, _OIL_2025),
    questions=(
        _now("澄湖縣餐廳交廢食用油給回收業者，現在每公斤獎勵多少？", "reward"),
        _now("澄湖縣哪些餐飲業者適用廢食用油回收獎勵要點？", "scope"),
        _now("廢食用油每個月幾號前要上網申報？", "reporting"),
        _now("澄湖縣廢食用油的貯存容器和存放量有什麼規定？", "storage"),
        _then("民國110年澄湖縣廢食用油回收獎勵每公斤多少錢？", "reward", date(2021, 12, 31)),
        _then("2022年澄湖縣餐飲業每月要在幾號前申報廢食用油？", "reporting", date(2022, 12, 31)),
        _then("112年3月時，座位多少席以上的餐廳要適用澄湖縣的廢食用油要點？", "scope", date(2023, 3, 31)),
        _then("2024年澄湖縣餐廳場內最多能存放多少公升廢食用油？", "storage", date(2024, 12, 31)),
    ),
)


# --- ZH 4: provincial driving test fees (simplified) ---------------------------------------------------------------

_DRIVE_AUTHOR = "东川省发展和改革委员会 东川省财政厅"

_DRIVE_2017 = _version(
    "bl5b-dongchuan-driving-test-fee-2017",
    "东川省发展和改革委员会 东川省财政厅关于机动车驾驶人考试收费标准的通知",
    date(2017, 4, 12),
    "东发改价费〔2017〕402号",
    "东川省发展和改革委员会 东川省财政厅关于机动车驾驶人考试收费标准的通知",
    "各市、县（区）发展改革委（局）、财政局，省公安厅交通管理局：",
    "根据国家有关行政事业性收费管理规定，结合我省实际，现将我省机动车驾驶人考试收费标准通知如下：",
    ("subject1", "一、科目一（道路交通安全法律、法规和相关知识考试）：每人次50元。"),
    ("subject2_small", "二、科目二（场地驾驶技能考试）：小型汽车、小型自动挡汽车每人次180元。"),
    ("subject3_small", "三、科目三（道路驾驶技能和安全文明驾驶常识考试）：小型汽车、小型自动挡汽车每人次200元。"),
    ("large_vehicle",
     "四、大型客车、牵引车、城市公交车、中型客车、大型货车：科目二每人次360元，科目三每人次400元。"),
    "五、考试不合格需补考的，按相应科目收费标准收取。",
    "六、考试收费属于行政事业性收费，收入全额上缴国库，纳入预算管理。收费单位应使用省财政厅统一印制的票据，并公示收费标准。",
    "七、本通知自印发之日起执行。",
    "东川省发展和改革委员会　　东川省财政厅",
    "2017年4月12日",
)

_DRIVE_2020 = _version(
    "bl5b-dongchuan-driving-test-fee-2020",
    "东川省发展和改革委员会 东川省财政厅关于降低机动车驾驶人考试收费标准的通知",
    date(2020, 7, 1),
    "东发改价费〔2020〕211号",
    "东川省发展和改革委员会 东川省财政厅关于降低机动车驾驶人考试收费标准的通知",
    "各市、县（区）发展改革委（局）、财政局，省公安厅交通管理局：",
    "为贯彻落实减税降费政策，减轻群众负担，经省人民政府同意，决定降低我省机动车驾驶人考试收费标准。现将有关事项通知如下：",
    ("subject1", "一、科目一（道路交通安全法律、法规和相关知识考试）：每人次40元。"),
    ("subject2_small", "二、科目二（场地驾驶技能考试）：小型汽车、小型自动挡汽车每人次150元。"),
    ("subject3_small", "三、科目三（道路驾驶技能和安全文明驾驶常识考试）：小型汽车、小型自动挡汽车每人次170元。"),
    ("large_vehicle",
     "四、大型客车、牵引车、城市公交车、中型客车、大型货车：科目二每人次300元，科目三每人次340元。"),
    "五、考试不合格需补考的，按相应科目收费标准收取。",
    "六、本通知自2020年7月1日起执行，有效期至2025年6月30日。《东川省发展和改革委员会 东川省财政厅关于机动车驾驶人考试"
    "收费标准的通知》（东发改价费〔2017〕402号）同时废止。",
    "东川省发展和改革委员会　　东川省财政厅",
    "2020年6月8日",
)

_DRIVE_2025 = _version(
    "bl5b-dongchuan-driving-test-fee-2025",
    "东川省发展和改革委员会 东川省财政厅关于机动车驾驶人考试收费标准有关问题的通知",
    date(2025, 7, 1),
    "东发改价费〔2025〕156号",
    "东川省发展和改革委员会 东川省财政厅关于机动车驾驶人考试收费标准有关问题的通知",
    "各市、县（区）发展改革委（局）、财政局，省公安厅交通管理局：",
    "根据考试成本调查结果，经省人民政府同意，现就我省机动车驾驶人考试收费标准有关问题通知如下：",
    ("subject1", "一、科目一（道路交通安全法律、法规和相关知识考试）：每人次35元。"),
    ("subject2_small", "二、科目二（场地驾驶技能考试）：小型汽车、小型自动挡汽车每人次160元。"),
    ("subject3_small", "三、科目三（道路驾驶技能和安全文明驾驶常识考试）：小型汽车、小型自动挡汽车每人次165元。"),
    ("large_vehicle",
     "四、大型客车、牵引车、城市公交车、中型客车、大型货车：科目二每人次280元，科目三每人次320元。"),
    "五、考试不合格需补考的，按相应科目收费标准收取。残疾人驾驶辅助装置的小型自动挡载客汽车，按小型汽车标准减半收取。",
    "六、本通知自2025年7月1日起执行，有效期五年。",
    "东川省发展和改革委员会　　东川省财政厅",
    "2025年6月16日",
)

_DRIVE = RuleFamily(
    family="bl5b-dongchuan-driving-test-fees",
    phrasing="blind5-b-zh-4",
    language="zh",
    folder="official/driving-test-fees",
    author=_DRIVE_AUTHOR,
    versions=(_DRIVE_2017, _DRIVE_2020, _DRIVE_2025),
    questions=(
        _now("东川省考驾照科目一现在考一次多少钱？", "subject1"),
        _now("东川小车科目二考试费", "subject2_small"),
        _now("东川省C1科目三路考收费标准是多少", "subject3_small"),
        _now("在东川考大货车驾照，科目二和科目三分别收多少钱？", "large_vehicle"),
        _then("2018年东川省科目一考试费是多少", "subject1", date(2018, 12, 31)),
        _then("2019年3月在东川考小车科目二要交多少钱？", "subject2_small", date(2019, 3, 31)),
        _then("2021年东川省小型汽车科目三考试收费标准", "subject3_small", date(2021, 12, 31)),
        _then("2025年7月调价之前，东川省大型客货车科目二每次考试收多少？", "large_vehicle", date(2025, 6, 30)),
    ),
)


UNSEEN_FAMILIES_5B: tuple[RuleFamily, ...] = (_TREE, _BOILER, _PITCH, _NOISE, _KG, _LIFT, _OIL, _DRIVE)
