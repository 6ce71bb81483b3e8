"""Blind set 6, batch b: eight versioned rule families - sidewalk snow clearing by-laws, a rainwater tank rebate
policy, a university student printing allowance, a county pest and vector control fee schedule, a district
after-school tutoring subsidy, university campus network fees, a county rooftop solar installation subsidy and
radio station licence fees.
"""

from __future__ import annotations

from datetime import date

from tasks.sample_corpus.families import REFERENCE_DATE, RuleFamily, RuleQuestion, RuleVersion

Paragraph = str | tuple[str, str]


def _version(slug: str, title: str, in_force_from: date, *paragraphs: Paragraph) -> RuleVersion:
    """A version from its paragraphs in reading order; a (fact key, text) pair marks a paragraph stating a fact."""
    texts: list[str] = []
    facts: dict[str, str] = {}
    for paragraph in paragraphs:
        if isinstance(paragraph, tuple):
            key, text = paragraph
            facts[key] = text
            texts.append(text)
        else:
            texts.append(paragraph)
    return RuleVersion(slug=slug, title=title, paragraphs=tuple(texts), in_force_from=in_force_from, facts=facts)


def _now(query: str, fact: str) -> RuleQuestion:
    return RuleQuestion(query=query, fact=fact, as_of=REFERENCE_DATE, kind="current")


def _then(query: str, fact: str, as_of: date) -> RuleQuestion:
    return RuleQuestion(query=query, fact=fact, as_of=as_of, kind="historical")


def _later(query: str, fact: str, as_of: date) -> RuleQuestion:
    return RuleQuestion(query=query, fact=fact, as_of=as_of, kind="future")


# --- 1. Sidewalk snow clearing by-law (Ontario town) -------------------------------------------------------------

_LARCHMERE_WHEREAS = (
    "WHEREAS section 11 of the Municipal Act, 2001, S.O. 2001, c. 25, authorizes a municipality to pass by-laws "
    "respecting the health, safety and well-being of persons, and to require the owners or occupants of land to "
    "clean and clear the sidewalks abutting the land of snow and ice;"
)

_SNOW = RuleFamily(
    family="bl6b-larchmere-sidewalk-snow",
    phrasing="blind6-b-en-1",
    language="en",
    folder="official/snow-clearing",
    author="The Corporation of the Town of Larchmere",
    versions=(
        _version(
            "bl6b-larchmere-snow-bylaw-2014-37",
            "By-law Number 2014-37 - Removal of Snow and Ice from Sidewalks",
            date(2014, 12, 8),
            "THE CORPORATION OF THE TOWN OF LARCHMERE",
            "BY-LAW NUMBER 2014-37",
            "Being a By-law to require the removal of snow and ice from sidewalks",
            _LARCHMERE_WHEREAS,
            "NOW THEREFORE the Council of The Corporation of the Town of Larchmere enacts as follows:",
            "1. In this By-law, \"sidewalk\" means that portion of a highway between the curb line, or the edge of "
            "the roadway, and the adjacent property line that is improved for the use of pedestrians.",
            ("deadline", "2. The owner or occupant of any land abutting a sidewalk shall remove all snow and ice from "
                         "that sidewalk within twenty-four (24) hours after the snow has ceased to fall."),
            ("width", "3. The sidewalk shall be cleared to a width of not less than one (1.0) metre, and where ice "
                      "cannot be removed it shall be treated with sand or salt so as to render it safe for "
                      "pedestrians."),
            "4. No person shall deposit snow or ice removed from private property onto a sidewalk or onto the "
            "travelled portion of a highway.",
            ("town_clearing", "5. Where an owner or occupant fails to comply with section 2, the Town may cause the "
                              "snow and ice to be removed, and the cost of doing so, together with an "
                              "administrative fee of $50.00 per occurrence, may be added to the tax roll for the "
                              "property and collected in like manner as municipal taxes."),
            ("fine", "6. Every person who contravenes any provision of this By-law is guilty of an offence and upon "
                     "conviction is liable to a fine of not less than $100.00 and not more than $5,000.00."),
            "READ a first, second and third time and finally passed this 8th day of December, 2014.",
            "Gordon P. Halloway, Mayor",
            "Linda M. Asare, Clerk",
        ),
        _version(
            "bl6b-larchmere-snow-bylaw-2019-52",
            "By-law Number 2019-52 - Removal of Snow and Ice from Sidewalks",
            date(2019, 11, 15),
            "THE CORPORATION OF THE TOWN OF LARCHMERE",
            "BY-LAW NUMBER 2019-52",
            "Being a By-law to require the removal of snow and ice from sidewalks and to repeal By-law Number "
            "2014-37",
            _LARCHMERE_WHEREAS,
            "AND WHEREAS Council deems it expedient to repeal and replace By-law Number 2014-37;",
            "NOW THEREFORE the Council of The Corporation of the Town of Larchmere enacts as follows:",
            "1. In this By-law: (a) \"sidewalk\" means that portion of a highway improved for the use of "
            "pedestrians; (b) \"snowfall event\" means a period of snowfall, freezing rain or drifting snow, as "
            "determined by the Director of Public Works.",
            ("deadline", "2. Every owner or occupant of land abutting a sidewalk shall remove all snow and ice from "
                         "that sidewalk within twelve (12) hours after the end of a snowfall event."),
            ("width", "3. The sidewalk shall be cleared to its full width or to a width of not less than 1.2 "
                      "metres, whichever is less, and any remaining ice shall be treated with sand, salt or "
                      "another de-icing material."),
            "4. No person shall push, throw, blow or otherwise deposit snow or ice onto a sidewalk, a roadway or "
            "around a fire hydrant.",
            ("town_clearing", "5. If an owner or occupant fails to comply with section 2, the Town may clear the "
                              "sidewalk without further notice. The actual cost of the work, plus an "
                              "administrative fee of $75.00 per occurrence, shall be invoiced to the owner and, if "
                              "unpaid after 30 days, added to the tax roll."),
            ("fine", "6. Any person who contravenes this By-law is guilty of an offence. The set fine for failing "
                     "to clear a sidewalk is $150.00, exclusive of costs, and the maximum fine upon conviction is "
                     "$10,000.00."),
            "7. By-law Number 2014-37 is hereby repealed.",
            "8. This By-law comes into force on November 15, 2019.",
            "READ a first, second and third time and finally passed this 21st day of October, 2019.",
            "Gordon P. Halloway, Mayor",
            "Renata Kowalczyk, Clerk",
        ),
        _version(
            "bl6b-larchmere-snow-bylaw-2026-18",
            "By-law Number 2026-18 - Sidewalk Snow and Ice Clearing",
            date(2026, 11, 1),
            "THE CORPORATION OF THE TOWN OF LARCHMERE",
            "BY-LAW NUMBER 2026-18",
            "Being a By-law respecting the clearing of snow and ice from sidewalks",
            _LARCHMERE_WHEREAS,
            "NOW THEREFORE the Council of The Corporation of the Town of Larchmere enacts as follows:",
            "1. Definitions. In this By-law, \"sidewalk\" includes any multi-use path within the highway, and "
            "\"snowfall event\" means a period of snowfall, freezing rain or drifting snow, as determined by the "
            "Director of Operations.",
            ("deadline", "2. Every owner or occupant of land abutting a sidewalk shall clear the sidewalk of snow "
                         "and ice within eight (8) hours after the end of a snowfall event or, where the event "
                         "ends between 10:00 p.m. and 6:00 a.m., by 2:00 p.m. the same day."),
            ("width", "3. The sidewalk shall be cleared down to the paved surface to a width of not less than 1.5 "
                      "metres, or to its full width where the sidewalk is narrower."),
            "4. An owner who is 65 years of age or older, or who has a disability, and who has no other able "
            "person residing on the property, may apply by October 1 of each year to the Sidewalk Snow Assistance "
            "Program, under which the Town clears the sidewalk at no charge.",
            ("town_clearing", "5. Where a sidewalk is not cleared as required by section 2, the Town may clear it "
                              "without notice. The actual cost, plus an administrative fee of $125.00 per "
                              "occurrence, shall be charged to the owner and, if unpaid after 30 days, added to "
                              "the tax roll."),
            ("fine", "6. Any person who contravenes this By-law is guilty of an offence. The set fine for failing "
                     "to clear a sidewalk is $250.00, exclusive of costs, and the maximum fine upon conviction is "
                     "$10,000.00 for each day or part of a day on which the offence continues."),
            "7. By-law Number 2019-52, as amended, is repealed on the day this By-law comes into force.",
            "8. This By-law comes into force on November 1, 2026.",
            "READ a first, second and third time and finally passed this 13th day of April, 2026.",
            "Marguerite D. Lalonde, Mayor",
            "Renata Kowalczyk, Clerk",
        ),
    ),
    questions=(
        _now("How many hours do Larchmere homeowners have to clear their sidewalk after it stops snowing?",
             "deadline"),
        _now("what's the fine for not shoveling your sidewalk in larchmere", "fine"),
        _now("If the Town of Larchmere clears my sidewalk because I didn't, what admin fee gets added on top of "
             "the cost?", "town_clearing"),
        _now("How wide does the snow removal by-law say a cleared sidewalk has to be?", "width"),
        _then("What was the deadline for clearing snow off sidewalks in Larchmere in 2017?", "deadline",
              date(2017, 12, 31)),
        _then("In January 2019, how wide did Larchmere residents have to clear their sidewalks?", "width",
              date(2019, 1, 31)),
        _then("Larchmere set fine for an uncleared sidewalk in 2021?", "fine", date(2021, 12, 31)),
        _later("Starting November 1, 2026, how long will Larchmere property owners have to clear snow and ice "
               "from the sidewalk?", "deadline", date(2026, 11, 1)),
        _later("What will the administrative fee be from November 2026 when the Town clears a sidewalk that the "
               "owner left unshoveled?", "town_clearing", date(2026, 11, 1)),
    ),
)


# --- 2. Rainwater tank rebate (New South Wales shire council) ---------------------------------------------------

_TANKS = RuleFamily(
    family="bl6b-merrigal-rainwater-tank-rebate",
    phrasing="blind6-b-en-2",
    language="en",
    folder="official/rainwater-tank-rebates",
    author="Merrigal Shire Council",
    versions=(
        _version(
            "bl6b-merrigal-tank-rebate-v1",
            "Rainwater Tank Rebate Policy",
            date(2017, 3, 14),
            "MERRIGAL SHIRE COUNCIL",
            "Rainwater Tank Rebate Policy",
            "Policy No: ENV-07 | Responsible Officer: Manager Environment & Sustainability",
            "Adopted by Council: 14 March 2017 (Resolution 2017/061)",
            "1. Purpose. To encourage residents to install rainwater tanks and so reduce demand on the town water "
            "supplies of Merrigal, Yarrabin and Cullen Creek.",
            "2. Eligibility. The rebate is available to owners of residential properties within the Shire that are "
            "connected to Council's reticulated water supply. One rebate is payable per property.",
            ("rebate_small", "3.1 A rebate of $150 is payable for a new rainwater tank with a capacity of 2,000 to "
                             "4,999 litres."),
            ("rebate_large", "3.2 A rebate of $300 is payable for a new rainwater tank with a capacity of 5,000 "
                             "litres or more."),
            ("plumbing", "3.3 An additional rebate of $200 is payable where the tank is plumbed by a licensed "
                         "plumber to a toilet or washing machine."),
            ("claim_period", "4. Claims must be lodged on the approved form within six (6) months of installation, "
                             "together with a tax invoice and photographs of the installed tank."),
            "5. Rebates are subject to the availability of funds in Council's annual budget.",
            "Review date: March 2020",
        ),
        _version(
            "bl6b-merrigal-tank-rebate-v2",
            "Rainwater Tank Rebate Policy",
            date(2020, 7, 1),
            "MERRIGAL SHIRE COUNCIL",
            "Rainwater Tank Rebate Policy",
            "Policy No: ENV-07 | Version: 2 | Responsible Officer: Manager Environment & Sustainability",
            "Adopted: 9 June 2020 (Resolution 2020/118) | Effective: 1 July 2020 | Next review: June 2024",
            "1. Purpose. To encourage residents to install rainwater tanks and so reduce demand on Council's town "
            "water supplies.",
            "2. Eligibility. Owners of residential properties connected to Council's reticulated water supply. "
            "One rebate per property; tanks must be new and installed after 1 July 2020.",
            ("rebate_small", "3.1 A rebate of $200 is payable for a new rainwater tank with a capacity of 2,000 to "
                             "4,999 litres."),
            ("rebate_large", "3.2 A rebate of $400 is payable for a new rainwater tank with a capacity of 5,000 "
                             "litres or more."),
            ("plumbing", "3.3 An additional rebate of $250 is payable where the tank is plumbed by a licensed "
                         "plumber to a toilet, a washing machine or both."),
            ("claim_period", "4. Claims must be lodged within twelve (12) months of the date of installation shown "
                             "on the tax invoice."),
            "5. Applications are processed in order of receipt until the annual allocation of $40,000 is "
            "exhausted.",
            "Version history",
            "Version 1 - 14 March 2017 - Policy adopted (Resolution 2017/061)",
            "Version 2 - 9 June 2020 - Rebate amounts increased; claim period extended to 12 months "
            "(Resolution 2020/118)",
        ),
        _version(
            "bl6b-merrigal-tank-rebate-v3",
            "Rainwater Tank and Plumbing Connection Rebate Policy",
            date(2024, 7, 1),
            "MERRIGAL SHIRE COUNCIL",
            "Rainwater Tank and Plumbing Connection Rebate Policy",
            "Policy No: ENV-07 | Version: 3 | Responsible Officer: Coordinator Sustainability",
            "Adopted: 11 June 2024 (Resolution 2024/097) | Effective: 1 July 2024 | Next review: June 2028",
            "This policy replaces the Rainwater Tank Rebate Policy (Version 2, adopted 9 June 2020).",
            "1. Purpose. To reduce demand on Council's water supplies by supporting the installation of rainwater "
            "tanks connected for indoor use.",
            "2. Eligibility. Owners of residential properties connected to Council's reticulated water supply, "
            "including dual occupancies (one rebate per dwelling).",
            ("rebate_small", "3.1 Tanks of 2,000 to 4,999 litres capacity: rebate of $250."),
            ("rebate_large", "3.2 Tanks of 5,000 litres capacity or more: rebate of $500."),
            ("plumbing", "3.3 Internal plumbing connection (toilet, washing machine or both) by a licensed "
                         "plumber: additional rebate of $300, on provision of a Certificate of Compliance."),
            ("claim_period", "4. Claims must be lodged through Council's online portal within 120 days of "
                             "installation. Late claims will not be accepted."),
            "5. Applications are processed in order of receipt until the annual allocation is exhausted.",
            "Version history",
            "Version 1 - 14 March 2017 - Policy adopted (Resolution 2017/061)",
            "Version 2 - 9 June 2020 - Rebate amounts increased; claim period extended (Resolution 2020/118)",
            "Version 3 - 11 June 2024 - Policy retitled; rebates increased; online claims within 120 days "
            "(Resolution 2024/097)",
        ),
    ),
    questions=(
        _now("How much is the Merrigal Shire rebate for a 5000 litre rainwater tank?", "rebate_large"),
        _now("rainwater tank rebate 3000L tank merrigal", "rebate_small"),
        _now("Is there extra money from council if I get the tank plumbed into the toilet?", "plumbing"),
        _now("How long after installing a tank do I have to claim the Merrigal rebate?", "claim_period"),
        _then("How much was Merrigal Shire Council's rebate for a 3,000 litre tank in 2018?", "rebate_small",
              date(2018, 12, 31)),
        _then("In 2022, how long did residents have after installation to claim the tank rebate?",
              "claim_period", date(2022, 12, 31)),
        _then("What was the plumbing connection rebate for rainwater tanks in March 2019?", "plumbing",
              date(2019, 3, 31)),
        _then("Before the July 2024 changes, what rebate did Merrigal pay for tanks of 5,000 litres or more?",
              "rebate_large", date(2024, 6, 30)),
    ),
)


# --- 3. Student printing allowance (English university) ---------------------------------------------------------

_PRINTING = RuleFamily(
    family="bl6b-halsford-student-printing",
    phrasing="blind6-b-en-3",
    language="en",
    folder="official/campus-printing",
    author="Halsford University Information Services",
    versions=(
        _version(
            "bl6b-halsford-printing-v1-0",
            "Student Printing and Copying Allowance",
            date(2018, 7, 12),
            "HALSFORD UNIVERSITY - Information Services",
            "Student Printing and Copying Allowance",
            "Version 1.0 | Owner: Director of Information Services | Approved by: Information Services Committee, "
            "12 July 2018",
            "1. Scope. This document applies to all registered students using the University's managed print "
            "service (Print@Halsford) in the Library, the Learning Commons and departmental print rooms.",
            ("ug_allowance", "2. Each full-time undergraduate student receives a print allowance of £10.00 per "
                             "academic year, credited to their print account at registration."),
            ("pgt_allowance", "3. Each postgraduate taught student receives a print allowance of £15.00 per "
                              "academic year. Postgraduate research students are supported through their "
                              "department."),
            ("mono_price", "4. Prices. A4 black and white: 5p per side. A3 black and white: 10p per side."),
            ("colour_price", "5. A4 colour: 25p per side. A3 colour: 50p per side."),
            "6. Unused allowance expires at the end of the academic year. Additional credit may be purchased "
            "online in multiples of £1.",
            "Queries: IT Service Desk, extension 4400, servicedesk@halsford.ac.uk",
        ),
        _version(
            "bl6b-halsford-printing-v2-0",
            "Student Printing Allowance and Charges",
            date(2021, 8, 1),
            "HALSFORD UNIVERSITY - Information Services",
            "Student Printing Allowance and Charges",
            "Version 2.0 | Owner: Director of Information Services | Approved by: Information Services Committee, "
            "2 June 2021 | Effective from: 1 August 2021",
            "This version supersedes Version 1.0 (July 2018).",
            "1. Scope. This document applies to all registered students using Print@Halsford devices on any "
            "campus.",
            ("ug_allowance", "2. Full-time undergraduate students receive a print allowance of £15.00 for each "
                             "academic year. Part-time undergraduates receive a pro-rata allowance."),
            ("pgt_allowance", "3. Postgraduate taught students receive a print allowance of £20.00 per academic "
                              "year."),
            ("mono_price", "4. A4 mono (black and white): 4p per side; A3 mono: 8p per side. Double-sided "
                           "printing is the default setting."),
            ("colour_price", "5. A4 colour: 20p per side; A3 colour: 40p per side."),
            "6. Up to £5.00 of unused allowance is carried forward to the next academic year; any balance above "
            "that expires on 31 July.",
            "Document history: v1.0, July 2018, first issue. v2.0, June 2021, allowances increased and prices "
            "reduced under the new managed print contract.",
            "Queries: IT Service Desk, extension 4400, servicedesk@halsford.ac.uk",
        ),
        _version(
            "bl6b-halsford-printing-v3-0",
            "Student Printing Allowance and Charges",
            date(2026, 9, 1),
            "HALSFORD UNIVERSITY - Digital Services",
            "Student Printing Allowance and Charges",
            "Version 3.0 | Owner: Chief Digital Officer | Approved by: Digital Services Committee, 20 May 2026 | "
            "Effective from: 1 September 2026",
            "This version supersedes Version 2.0 (effective 1 August 2021).",
            "1. Scope. This document applies to all registered students using Print@Halsford devices on any "
            "campus, including the Kingsmoor Health Campus.",
            ("ug_allowance", "2. Full-time undergraduate students receive a print allowance of £20.00 for each "
                             "academic year. Part-time undergraduates receive a pro-rata allowance."),
            ("pgt_allowance", "3. Postgraduate taught students receive a print allowance of £25.00 per academic "
                              "year."),
            ("mono_price", "4. A4 mono (black and white): 6p per side; A3 mono: 12p per side. Double-sided "
                           "printing remains the default setting."),
            ("colour_price", "5. A4 colour: 22p per side; A3 colour: 44p per side."),
            "6. Up to £5.00 of unused allowance is carried forward to the next academic year.",
            "Document history: v1.0, July 2018, first issue. v2.0, June 2021, allowances increased. v3.0, May "
            "2026, allowances increased; per-side prices revised following contract renewal.",
            "Queries: Digital Services Help, extension 4400, digitalhelp@halsford.ac.uk",
        ),
    ),
    questions=(
        _now("How much free printing credit do Halsford undergraduates get each year?", "ug_allowance"),
        _now("What does it cost to print a black and white A4 page at Halsford University?", "mono_price"),
        _now("colour printing price per page halsford library", "colour_price"),
        _then("What was the undergraduate print allowance at Halsford in 2019?", "ug_allowance",
              date(2019, 12, 31)),
        _then("How much did a colour A4 print cost at the university in March 2020?", "colour_price",
              date(2020, 3, 31)),
        _then("Before Version 2.0 of the printing policy, what was the per-side charge for mono printing?",
              "mono_price", date(2021, 7, 31)),
        _then("In 2024, how much print credit did postgraduate taught students receive at Halsford?",
              "pgt_allowance", date(2024, 12, 31)),
        _later("From September 2026, how much print allowance will Halsford undergraduates get?", "ug_allowance",
               date(2026, 9, 1)),
    ),
)


# --- 4. Pest and vector control service fees (US county) --------------------------------------------------------

_PESTS = RuleFamily(
    family="bl6b-dorrance-pest-control-fees",
    phrasing="blind6-b-en-4",
    language="en",
    folder="official/pest-control-charges",
    author="Dorrance County Board of Supervisors",
    versions=(
        _version(
            "bl6b-dorrance-pest-resolution-2016-114",
            "Resolution No. 2016-114 - Fees for Residential Pest and Vector Control Services",
            date(2016, 7, 1),
            "DORRANCE COUNTY BOARD OF SUPERVISORS",
            "RESOLUTION NO. 2016-114",
            "A RESOLUTION ESTABLISHING FEES FOR RESIDENTIAL PEST AND VECTOR CONTROL SERVICES PROVIDED BY THE "
            "DEPARTMENT OF ENVIRONMENTAL HEALTH",
            "WHEREAS, the Department of Environmental Health provides rodent, insect and vector control services "
            "to residents upon request; and",
            "WHEREAS, the Board finds that the fees set forth below do not exceed the reasonable cost of providing "
            "such services;",
            "NOW, THEREFORE, BE IT RESOLVED that the following fees are hereby established, effective July 1, "
            "2016:",
            ("rodent_inspection", "1. Rodent inspection (initial site visit and written recommendations): $45.00 "
                                  "per property."),
            ("baiting_visit", "2. Rodent baiting follow-up visit: $30.00 per visit."),
            ("nest_removal", "3. Removal of a wasp, hornet or yellow jacket nest: $60.00 for the first nest; "
                             "$20.00 for each additional nest at the same address."),
            "4. Mosquito fish for ornamental ponds and unmaintained swimming pools: no charge.",
            ("discount", "5. Residents aged 62 and older, and households enrolled in a utility low-income "
                         "assistance program, shall receive a 25 percent discount on the fees in items 1 "
                         "through 3."),
            "PASSED AND ADOPTED by the Board of Supervisors of Dorrance County on June 14, 2016, by the following "
            "vote: AYES: 4 NOES: 1 ABSENT: 0",
            "ATTEST: Patricia L. Ocampo, Clerk of the Board",
        ),
        _version(
            "bl6b-dorrance-pest-resolution-2020-077",
            "Resolution No. 2020-077 - Revised Fee Schedule for Pest and Vector Control Services",
            date(2020, 10, 1),
            "DORRANCE COUNTY BOARD OF SUPERVISORS",
            "RESOLUTION NO. 2020-077",
            "A RESOLUTION ESTABLISHING A REVISED FEE SCHEDULE FOR PEST AND VECTOR CONTROL SERVICES AND RESCINDING "
            "RESOLUTION NO. 2016-114",
            "WHEREAS, a cost-of-service study completed in March 2020 found that current fees recover less than "
            "60 percent of the cost of pest and vector control field services; and",
            "WHEREAS, the Board held a noticed public hearing on August 25, 2020;",
            "NOW, THEREFORE, BE IT RESOLVED that the following fees are established, effective October 1, 2020:",
            ("rodent_inspection", "1. Rodent inspection (initial site visit and written recommendations): $55.00 "
                                  "per property."),
            ("baiting_visit", "2. Rodent baiting follow-up visit: $35.00 per visit."),
            ("nest_removal", "3. Removal of a wasp, hornet or yellow jacket nest: $75.00 for the first nest; "
                             "$25.00 for each additional nest at the same address."),
            "4. Mosquito fish for ornamental ponds and unmaintained swimming pools: no charge.",
            ("discount", "5. Residents aged 62 and older, and households enrolled in a utility low-income "
                         "assistance program, shall receive a 30 percent discount on the fees in items 1 "
                         "through 3."),
            "BE IT FURTHER RESOLVED that Resolution No. 2016-114 is rescinded as of the effective date of this "
            "resolution.",
            "PASSED AND ADOPTED by the Board of Supervisors of Dorrance County on August 25, 2020, by the "
            "following vote: AYES: 5 NOES: 0 ABSENT: 0",
            "ATTEST: Patricia L. Ocampo, Clerk of the Board",
        ),
        _version(
            "bl6b-dorrance-pest-resolution-2023-209",
            "Resolution No. 2023-209 - Amending the Pest and Vector Control Fee Schedule",
            date(2024, 1, 1),
            "DORRANCE COUNTY BOARD OF SUPERVISORS",
            "RESOLUTION NO. 2023-209",
            "A RESOLUTION AMENDING THE PEST AND VECTOR CONTROL FEE SCHEDULE ADOPTED BY RESOLUTION NO. 2020-077",
            "WHEREAS, the Board wishes to adjust fees for inflation and to extend the discount available to "
            "seniors and low-income households;",
            "NOW, THEREFORE, BE IT RESOLVED that the fee schedule adopted by Resolution No. 2020-077 is amended to "
            "read as follows, effective January 1, 2024:",
            ("rodent_inspection", "1. Rodent inspection (initial site visit and written recommendations): $65.00 "
                                  "per property."),
            ("baiting_visit", "2. Rodent baiting follow-up visit: $40.00 per visit."),
            ("nest_removal", "3. Removal of a wasp, hornet or yellow jacket nest: $90.00 for the first nest; "
                             "$30.00 for each additional nest at the same address."),
            "4. Mosquito fish for ornamental ponds and unmaintained swimming pools: no charge.",
            ("discount", "5. Residents aged 62 and older, and households enrolled in a utility low-income "
                         "assistance program, shall receive a 40 percent discount on the fees in items 1 "
                         "through 3."),
            "BE IT FURTHER RESOLVED that all other provisions of Resolution No. 2020-077 remain in full force and "
            "effect.",
            "PASSED AND ADOPTED by the Board of Supervisors of Dorrance County on November 14, 2023, by the "
            "following vote: AYES: 5 NOES: 0 ABSENT: 0",
            "ATTEST: Marcus T. Reyes, Clerk of the Board",
        ),
    ),
    questions=(
        _now("How much does Dorrance County charge to come out and inspect for rats?", "rodent_inspection"),
        _now("cost to get a wasp nest removed by county environmental health", "nest_removal"),
        _now("Is there a senior discount on Dorrance County pest control fees?", "discount"),
        _now("What's the fee for each follow-up baiting visit after a rodent inspection?", "baiting_visit"),
        _then("What was the rodent inspection fee in Dorrance County in 2018?", "rodent_inspection",
              date(2018, 12, 31)),
        _then("How much did the county charge to remove a yellow jacket nest in 2021?", "nest_removal",
              date(2021, 12, 31)),
        _then("What discount did seniors get on county pest control services on September 15, 2020?",
              "discount", date(2020, 9, 15)),
        _then("In 2023, what was Dorrance County's fee per rodent baiting follow-up visit?", "baiting_visit",
              date(2023, 12, 31)),
    ),
)


# --- 5. 课后辅导补贴（区教育局，文号） ------------------------------------------------------------------------------

_TUTORING = RuleFamily(
    family="bl6b-qingxi-tutoring-subsidy",
    phrasing="blind6-b-zh-1",
    language="zh",
    folder="official/tutoring-subsidies",
    author="澄江市青溪区教育局",
    versions=(
        _version(
            "bl6b-qingxi-tutoring-2018-23",
            "关于印发《青溪区家庭经济困难学生课后辅导补贴实施办法》的通知",
            date(2018, 3, 12),
            "澄江市青溪区教育局　澄江市青溪区财政局",
            "青教发〔2018〕23号",
            "关于印发《青溪区家庭经济困难学生课后辅导补贴实施办法》的通知",
            "各街道（镇）教育办，区属各中小学：",
            "为进一步做好家庭经济困难学生帮扶工作，经区政府同意，现将《青溪区家庭经济困难学生课后辅导补贴实施办法》"
            "印发给你们，请认真贯彻执行。",
            "青溪区家庭经济困难学生课后辅导补贴实施办法",
            "第一条　本办法所称课后辅导补贴，是指对在区属公办中小学就读的家庭经济困难学生，参加学校或经区教育局备案的"
            "机构组织的课后学业辅导所给予的专项补贴。",
            ("income", "第二条　申请补贴的学生，其家庭上年度人均月收入应低于1500元。"),
            ("amount", "第三条　补贴标准为每生每学期800元，按学期发放，直接拨付至学校专户。"),
            ("hours", "第四条　补贴用于抵扣辅导费用，每生每周补贴课时不超过4课时，每课时按40分钟计。"),
            ("apply", "第五条　学生家长应在每学期开学后30日内向就读学校提出申请，学校初审并公示5个工作日后报区教育局"
                      "审核。"),
            "第六条　本办法由区教育局、区财政局负责解释，自印发之日起施行。",
            "澄江市青溪区教育局　澄江市青溪区财政局",
            "2018年3月12日",
        ),
        _version(
            "bl6b-qingxi-tutoring-2021-41",
            "关于印发《青溪区家庭经济困难学生课后辅导补贴实施办法》的通知",
            date(2021, 9, 1),
            "澄江市青溪区教育局　澄江市青溪区财政局",
            "青教发〔2021〕41号",
            "关于印发《青溪区家庭经济困难学生课后辅导补贴实施办法》的通知",
            "各街道（镇）教育办，区属各中小学：",
            "现将修订后的《青溪区家庭经济困难学生课后辅导补贴实施办法》印发给你们，请结合实际认真贯彻执行。",
            "青溪区家庭经济困难学生课后辅导补贴实施办法",
            "第一条　本办法所称课后辅导补贴，是指对在区属公办中小学就读的家庭经济困难学生参加课后学业辅导给予的专项"
            "补贴。辅导由学校组织，或由学校委托经区教育局备案的非营利机构承担。",
            ("income", "第二条　申请补贴的学生，其家庭上年度人均月收入应低于2000元。"),
            ("amount", "第三条　补贴标准为每生每学期1200元，按学期拨付至学校专户，专款专用。"),
            ("hours", "第四条　每生每周补贴课时不超过6课时，每课时按40分钟计，超出部分由家庭自理。"),
            ("apply", "第五条　学生家长应在每学期开学后20个工作日内向就读学校提出申请，学校初审并公示5个工作日后报区"
                      "教育局审核。"),
            "第六条　区财政局将补贴资金纳入年度预算，区教育局负责资金的使用管理和绩效评价。",
            "第七条　本办法自2021年9月1日起施行。原《青溪区家庭经济困难学生课后辅导补贴实施办法》（青教发〔2018〕"
            "23号）同时废止。",
            "澄江市青溪区教育局　澄江市青溪区财政局",
            "2021年7月20日",
        ),
        _version(
            "bl6b-qingxi-tutoring-2024-2",
            "关于印发《青溪区中小学生课后学业辅导补贴管理办法》的通知",
            date(2024, 3, 1),
            "澄江市青溪区教育局　澄江市青溪区财政局",
            "青教规〔2024〕2号",
            "关于印发《青溪区中小学生课后学业辅导补贴管理办法》的通知",
            "各街道（镇）教育办，区属各中小学：",
            "《青溪区中小学生课后学业辅导补贴管理办法》已经区政府常务会议审议通过，现印发给你们，请遵照执行。",
            "青溪区中小学生课后学业辅导补贴管理办法",
            "第一条　为减轻家庭经济困难学生课后学业辅导负担，促进教育公平，制定本办法。",
            "第二条　本办法适用于在区属公办中小学就读、具有本区户籍或持有本区居住证的学生。",
            ("income", "第三条　申请补贴的学生，其家庭上年度人均月收入应低于2400元；持有残疾人证的学生不受收入限制。"),
            ("amount", "第四条　补贴标准为小学学生每生每学期1500元，初中学生每生每学期1800元，按学期拨付至学校专户。"),
            ("hours", "第五条　每生每周补贴课时不超过8课时，每课时按40分钟计。"),
            ("apply", "第六条　学生家长应在每学期开学后15个工作日内通过“青溪教育”微信公众号在线提交申请，学校审核并"
                      "公示3个工作日后报区教育局复核。"),
            "第七条　学校应建立补贴发放台账，区教育局每学年组织一次抽查。",
            "第八条　本办法自2024年3月1日起施行，有效期5年。《青溪区家庭经济困难学生课后辅导补贴实施办法》"
            "（青教发〔2021〕41号）同时废止。",
            "澄江市青溪区教育局　澄江市青溪区财政局",
            "2024年1月8日",
            "（此件公开发布）",
            "抄送：区政府办公室。",
            "青溪区教育局办公室　　2024年1月8日印发",
        ),
    ),
    questions=(
        _now("青溪区困难学生课后辅导补贴每学期补多少钱？", "amount"),
        _now("申请课后辅导补贴家庭收入要低于多少", "income"),
        _now("青溪区辅导补贴每周最多补几节课", "hours"),
        _now("课后辅导补贴要在开学后多久内申请？", "apply"),
        _then("2019年青溪区课后辅导补贴标准是多少？", "amount", date(2019, 12, 31)),
        _then("2022年申请青溪区课后辅导补贴，家庭人均月收入要低于多少？", "income", date(2022, 12, 31)),
        _then("2021年8月的时候，辅导补贴每周课时上限是多少", "hours", date(2021, 8, 31)),
        _then("2023年青溪区课后辅导补贴申请期限是开学后多少天", "apply", date(2023, 12, 31)),
    ),
)


# --- 6. 校园网用户服务收费（高校，修订注记） -----------------------------------------------------------------------

_CAMPUS_NET_TITLE = "江北理工大学校园网用户服务收费管理办法"

_CAMPUS_NET = RuleFamily(
    family="bl6b-jiangbei-campus-network-fees",
    phrasing="blind6-b-zh-2",
    language="zh",
    folder="official/campus-network-fees",
    author="江北理工大学",
    versions=(
        _version(
            "bl6b-jiangbei-campus-net-2016",
            _CAMPUS_NET_TITLE,
            date(2016, 6, 28),
            _CAMPUS_NET_TITLE,
            "（2016年6月28日第12次校长办公会议审议通过）",
            "第一章　总则",
            "第一条　为规范校园网运行管理，保障校园网可持续发展，根据国家有关规定，结合学校实际，制定本办法。",
            "第二条　本办法适用于使用校园网的全日制学生、教职工及其他经学校批准的用户。校园网由网络与信息中心（以下"
            "简称“网信中心”）统一管理。",
            "第二章　收费标准",
            ("student_free", "第三条　学生用户每月享有免费基础流量10GB，当月未用完部分不累计。"),
            ("package", "第四条　学生用户超出免费基础流量后，可自愿办理包月套餐，资费为每月20元，当月不限流量；未办理"
                        "包月的，超出部分按每GB 2元计费。"),
            ("staff_free", "第五条　教职工用户每月享有免费流量30GB，超出部分按学生用户标准计费。"),
            ("devices", "第六条　每个上网账号同时在线终端不超过2台。"),
            "第三章　缴费与停用",
            "第七条　用户可通过“江理工一卡通”或校园网自助服务系统缴费。账户余额不足时，系统自动限速至1Mbps。",
            "第八条　本办法由网信中心负责解释。",
        ),
        _version(
            "bl6b-jiangbei-campus-net-2020",
            _CAMPUS_NET_TITLE,
            date(2020, 9, 1),
            _CAMPUS_NET_TITLE,
            "（2016年6月28日第12次校长办公会议审议通过　2020年7月9日第15次校长办公会议修订）",
            "第一章　总则",
            "第一条　为规范校园网运行管理，保障校园网可持续发展，根据国家有关规定，结合学校实际，制定本办法。",
            "第二条　本办法适用于使用校园网的全日制学生、教职工及其他经学校批准的用户。校园网由网络与信息中心（以下"
            "简称“网信中心”）统一管理。",
            "第二章　收费标准",
            ("student_free", "第三条　学生用户每月享有免费基础流量20GB，当月未用完部分不累计。"),
            ("package", "第四条　学生用户超出免费基础流量后，可自愿办理包月套餐，资费为每月15元，当月不限流量；未办理"
                        "包月的，超出部分按每GB 1元计费。"),
            ("staff_free", "第五条　教职工用户每月享有免费流量50GB，超出部分按学生用户标准计费。"),
            ("devices", "第六条　每个上网账号同时在线终端不超过3台，其中移动终端不超过2台。"),
            "第三章　缴费与停用",
            "第七条　用户可通过“江理工一卡通”、校园网自助服务系统或“江理工”企业微信缴费。账户余额不足时，系统自动限"
            "速至2Mbps。",
            "第八条　毕业、离校或离职的用户，账号于办理离校（离职）手续后30日内注销。",
            "第九条　本办法自2020年9月1日起施行，由网信中心负责解释。",
        ),
        _version(
            "bl6b-jiangbei-campus-net-2023",
            _CAMPUS_NET_TITLE,
            date(2023, 9, 1),
            _CAMPUS_NET_TITLE,
            "（2016年6月28日第12次校长办公会议审议通过　2020年7月9日第15次校长办公会议第一次修订　2023年6月20日第11"
            "次校长办公会议第二次修订）",
            "第一章　总则",
            "第一条　为规范校园网运行管理，提升校园网服务水平，根据国家有关规定，结合学校实际，制定本办法。",
            "第二条　本办法适用于使用校园网的全日制学生、教职工及其他经学校批准的用户。校园网由信息化建设与管理处（以"
            "下简称“信息化处”）统一管理。",
            "第二章　收费标准",
            ("student_free", "第三条　学生用户每月享有免费基础流量40GB，当月未用完部分不累计。"),
            ("package", "第四条　学生用户超出免费基础流量后，可自愿办理包月套餐，资费为每月10元，当月不限流量；未办理"
                        "包月的，超出部分按每GB 0.5元计费。"),
            ("staff_free", "第五条　教职工用户每月享有免费流量100GB，超出部分按学生用户标准计费。"),
            ("devices", "第六条　每个上网账号同时在线终端不超过4台，其中移动终端不超过3台。"),
            "第三章　缴费与停用",
            "第七条　用户可通过校园网自助服务系统或“江理工”企业微信缴费。账户余额不足时，系统自动限速至5Mbps。",
            "第八条　毕业、离校或离职的用户，账号于办理离校（离职）手续后30日内注销。",
            "第九条　本办法自2023年9月1日起施行，由信息化处负责解释。学校此前发布的有关规定与本办法不一致的，以本办"
            "法为准。",
        ),
    ),
    questions=(
        _now("江北理工学生每个月免费校园网流量有多少？", "student_free"),
        _now("江北理工大学校园网包月多少钱", "package"),
        _now("一个校园网账号可以同时登几台设备？", "devices"),
        _now("老师用校园网每月免费流量是多少", "staff_free"),
        _then("2018年江北理工校园网包月多少钱？", "package", date(2018, 12, 31)),
        _then("2021年学生每月免费流量是多少GB", "student_free", date(2021, 12, 31)),
        _then("2020年3月校园网一个账号能同时在线几台终端", "devices", date(2020, 3, 31)),
        _then("2022年江北理工教职工校园网免费流量是多少？", "staff_free", date(2022, 12, 31)),
    ),
)


# --- 7. 住宅屋頂太陽光電補助（臺灣縣政府，民國紀年） --------------------------------------------------------------

_SOLAR_TITLE = "嘉濱縣住宅屋頂設置太陽光電發電設備補助要點"
_SOLAR_ENACTED = "中華民國107年3月15日嘉濱府經能字第1070051234號函訂定"
_SOLAR_AMENDED_111 = "中華民國110年12月20日嘉濱府經能字第1100298765號函修正，自111年1月1日生效"
_SOLAR_AMENDED_113 = "中華民國113年2月5日嘉濱府經能字第1130023456號函修正第三點至第六點"
_SOLAR_PURPOSE = "一、嘉濱縣政府（以下簡稱本府）為推動住宅屋頂設置太陽光電發電設備，增加再生能源使用，特訂定本要點。"
_SOLAR_ELIGIBLE = ("二、補助對象：設籍本縣，並於本縣轄內自有住宅屋頂設置太陽光電發電設備，已完成併聯且取得同意備案"
                   "者。同一建築物以補助一次為限。")
_SOLAR_BUDGET = "七、本補助經費由本府年度預算支應，預算用罄時停止受理，並於本府網站公告。"

_SOLAR = RuleFamily(
    family="bl6b-jiabin-rooftop-solar-subsidy",
    phrasing="blind6-b-zh-3",
    language="zh",
    folder="official/solar-installation-subsidies",
    author="嘉濱縣政府",
    versions=(
        _version(
            "bl6b-jiabin-solar-107",
            _SOLAR_TITLE,
            date(2018, 3, 15),
            _SOLAR_TITLE,
            _SOLAR_ENACTED,
            _SOLAR_PURPOSE,
            _SOLAR_ELIGIBLE,
            ("per_kw", "三、補助基準：每瓩補助新臺幣（下同）五千元。"),
            ("cap", "四、每案補助金額以十萬元為上限。"),
            ("capacity", "五、補助裝置容量以二十瓩為限，超過部分不予補助。"),
            ("deadline", "六、申請人應於完成併聯之日起三個月內，檢具申請書、併聯證明、設備照片及統一發票影本，向本府"
                         "經濟發展處提出申請。"),
            _SOLAR_BUDGET,
        ),
        _version(
            "bl6b-jiabin-solar-111",
            _SOLAR_TITLE,
            date(2022, 1, 1),
            _SOLAR_TITLE,
            _SOLAR_ENACTED,
            _SOLAR_AMENDED_111,
            _SOLAR_PURPOSE,
            _SOLAR_ELIGIBLE,
            ("per_kw", "三、補助基準：每瓩補助新臺幣（下同）四千元。"),
            ("cap", "四、每案補助金額以十二萬元為上限。"),
            ("capacity", "五、補助裝置容量以三十瓩為限，超過部分不予補助。"),
            ("deadline", "六、申請人應於完成併聯之日起六個月內，檢具申請書、併聯證明、設備照片及統一發票影本，向本府"
                         "經濟發展處提出申請。"),
            _SOLAR_BUDGET,
            "八、申請人以不實資料申請者，本府得撤銷補助並追繳已撥付之補助款。",
        ),
        _version(
            "bl6b-jiabin-solar-113",
            _SOLAR_TITLE,
            date(2024, 2, 5),
            _SOLAR_TITLE,
            _SOLAR_ENACTED,
            _SOLAR_AMENDED_111,
            _SOLAR_AMENDED_113,
            _SOLAR_PURPOSE,
            _SOLAR_ELIGIBLE,
            ("per_kw", "三、補助基準：每瓩補助新臺幣（下同）三千五百元。"),
            ("cap", "四、每案補助金額以十四萬元為上限。"),
            ("capacity", "五、補助裝置容量以四十瓩為限，超過部分不予補助。"),
            ("deadline", "六、申請人應於完成併聯之日起四個月內，以紙本或本府線上申辦平臺檢具申請書、併聯證明、設備照片"
                         "及統一發票影本，向本府經濟發展處提出申請。"),
            _SOLAR_BUDGET,
            "八、申請人以不實資料申請者，本府得撤銷補助並追繳已撥付之補助款。",
        ),
        _version(
            "bl6b-jiabin-solar-115",
            _SOLAR_TITLE,
            date(2026, 7, 1),
            _SOLAR_TITLE,
            _SOLAR_ENACTED,
            _SOLAR_AMENDED_111,
            _SOLAR_AMENDED_113,
            "中華民國115年4月20日嘉濱府經能字第1150081234號函修正，自115年7月1日生效",
            _SOLAR_PURPOSE,
            _SOLAR_ELIGIBLE,
            ("per_kw", "三、補助基準：每瓩補助新臺幣（下同）三千元；併同設置儲能設備者，每瓩時另補助五千元，最高補助"
                       "五萬元。"),
            ("cap", "四、每案補助金額（不含儲能設備補助）以十五萬元為上限。"),
            ("capacity", "五、補助裝置容量以五十瓩為限，超過部分不予補助。"),
            ("deadline", "六、申請人應於完成併聯之日起二個月內，以本府線上申辦平臺檢具申請書、併聯證明、設備照片及統一"
                         "發票影本提出申請。"),
            _SOLAR_BUDGET,
            "八、申請人以不實資料申請者，本府得撤銷補助並追繳已撥付之補助款。",
        ),
    ),
    questions=(
        _now("嘉濱縣住宅屋頂裝太陽能板，每瓩補助多少錢？", "per_kw"),
        _now("嘉濱縣太陽光電補助每案最高可以補多少", "cap"),
        _now("縣府太陽光電補助的裝置容量上限是幾瓩？", "capacity"),
        _now("太陽能完工併聯後要在多久內申請縣府補助", "deadline"),
        _then("民國108年嘉濱縣屋頂太陽光電每瓩補助多少？", "per_kw", date(2019, 12, 31)),
        _then("2022年申請嘉濱縣住宅太陽光電補助，每案上限是多少？", "cap", date(2022, 12, 31)),
        _then("2023年3月時，併聯後幾個月內要提出太陽光電補助申請？", "deadline", date(2023, 3, 31)),
        _later("115年7月起嘉濱縣太陽光電每瓩補助多少", "per_kw", date(2026, 7, 1)),
        _later("從2026年7月1日起，嘉濱縣太陽光電補助的裝置容量上限是多少？", "capacity", date(2026, 7, 1)),
    ),
)


# --- 8. 無線電台牌照費用（澳門，局長批示） ------------------------------------------------------------------------

_RADIO_TITLE = "無線電台牌照費用表"
_RADIO_POWERS = "無線電通訊管理局局長根據第5/2012號行政法規《無線電通訊業務規章》第二十條的規定，作出本批示："

_RADIO = RuleFamily(
    family="bl6b-radio-station-licence-fees",
    phrasing="blind6-b-zh-4",
    language="zh",
    folder="official/radio-licence-fees",
    author="無線電通訊管理局",
    versions=(
        _version(
            "bl6b-radio-licence-despacho-7-2015",
            "第7/2015號局長批示",
            date(2015, 4, 1),
            "無線電通訊管理局",
            "第7/2015號局長批示",
            _RADIO_POWERS,
            "一、核准附於本批示並為其組成部分的無線電台牌照費用表。",
            "二、本批示自二零一五年四月一日起生效。",
            "二零一五年三月二日",
            "局長　梁志恒",
            _RADIO_TITLE,
            ("amateur", "（一）業餘無線電台牌照，每年澳門元200元；"),
            ("ship", "（二）船舶電台牌照，每年澳門元600元；"),
            ("pmr", "（三）私人流動無線電網絡，每部無線電設備每年澳門元150元；"),
            ("reissue", "（四）補發或更改牌照，每次澳門元100元。"),
            "註：牌照費用須於牌照發出或續期時一次過繳付。",
        ),
        _version(
            "bl6b-radio-licence-despacho-18-2020",
            "第18/2020號局長批示",
            date(2020, 7, 1),
            "無線電通訊管理局",
            "第18/2020號局長批示",
            _RADIO_POWERS,
            "一、核准附於本批示並為其組成部分的無線電台牌照費用表。",
            "二、廢止第7/2015號局長批示。",
            "三、本批示自二零二零年七月一日起生效。",
            "二零二零年五月二十五日",
            "局長　梁志恒",
            _RADIO_TITLE,
            ("amateur", "（一）業餘無線電台牌照，每年澳門元250元；"),
            ("ship", "（二）船舶電台牌照，每年澳門元700元；"),
            ("pmr", "（三）私人流動無線電網絡，每部無線電設備每年澳門元180元；"),
            ("reissue", "（四）補發或更改牌照，每次澳門元120元；"),
            "（五）逾期續期附加費：應繳牌照費的百分之二十。",
            "註：牌照費用須於牌照發出或續期時一次過繳付，可透過本局網上服務平台或櫃檯繳付。",
        ),
        _version(
            "bl6b-radio-licence-despacho-9-2026",
            "第9/2026號局長批示",
            date(2027, 1, 1),
            "無線電通訊管理局",
            "第9/2026號局長批示",
            _RADIO_POWERS,
            "一、核准附於本批示並為其組成部分的無線電台牌照費用表。",
            "二、廢止第18/2020號局長批示。",
            "三、本批示自二零二七年一月一日起生效。",
            "二零二六年四月十五日",
            "局長　何穎詩",
            _RADIO_TITLE,
            ("amateur", "（一）業餘無線電台牌照，每年澳門元300元；"),
            ("ship", "（二）船舶電台牌照，每年澳門元850元；"),
            ("pmr", "（三）私人流動無線電網絡，每部無線電設備每年澳門元200元；"),
            ("reissue", "（四）補發或更改牌照，每次澳門元150元；"),
            "（五）逾期續期附加費：應繳牌照費的百分之二十五。",
            "註：牌照費用須於牌照發出或續期時一次過繳付，可透過本局網上服務平台或櫃檯繳付。",
        ),
    ),
    questions=(
        _now("澳門業餘無線電台牌照年費係幾多？", "amateur"),
        _now("船舶電台牌照每年要交幾多錢", "ship"),
        _now("補發無線電台牌照收費幾多？", "reissue"),
        _then("2018年業餘無線電台牌照年費是多少", "amateur", date(2018, 12, 31)),
        _then("2020年5月補發或更改無線電台牌照每次收幾多錢？", "reissue", date(2020, 5, 31)),
        _then("2019年船舶電台牌照年費係幾多", "ship", date(2019, 12, 31)),
        _then("2023年私人流動無線電網絡每部設備年費是多少？", "pmr", date(2023, 12, 31)),
        _later("2027年起業餘無線電台牌照年費調整為多少？", "amateur", date(2027, 1, 1)),
    ),
)


UNSEEN_FAMILIES_6B: tuple[RuleFamily, ...] = (
    _SNOW,
    _TANKS,
    _PRINTING,
    _PESTS,
    _TUTORING,
    _CAMPUS_NET,
    _SOLAR,
    _RADIO,
)
