"""Development rule families, batch 6a: a Maltese marina's berthing licence terms, a Ghanaian lottery regulator's
retailer commission rules, a Tasmanian veterinary council's fees and CPD policy, a Manitoba city's short-term
rental by-law (English); a municipal natural-resources bureau's real-estate registration rules, a tertiary
hospital's escort and visiting rules, a financial supervision sub-bureau's complaint-handling notice, a Hong Kong
statutory body's fees regulation (Chinese)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from tasks.sample_corpus.families import REFERENCE_DATE, RuleFamily, RuleQuestion, RuleVersion


def _version(slug: str, title: str, in_force_from: date, head: Sequence[str],
             facts: Sequence[tuple[str, str]], tail: Sequence[str] = ()) -> RuleVersion:
    """One printed page: header lines, then the numbered fact paragraphs, then closing lines."""
    return RuleVersion(slug=slug, title=title, in_force_from=in_force_from,
                       paragraphs=(*head, *(text for _, text in facts), *tail), facts=dict(facts))


def _q(query: str, fact: str, as_of: date = REFERENCE_DATE) -> RuleQuestion:
    kind = ("current" if as_of == REFERENCE_DATE else "historical" if as_of < REFERENCE_DATE else "future")
    return RuleQuestion(query=query, fact=fact, as_of=as_of, kind=kind)


# ---------------------------------------------------------------------------------------------------------------
# EN 1: Malta, marina berthing licence terms (issues, revision record, Board approval, "shall have effect from")
# ---------------------------------------------------------------------------------------------------------------
_MARINA = RuleFamily(
    family="dev6a-malta-rinella-marina-berthing",
    phrasing="dev6a-en-1",
    language="en",
    folder="official/marina-terms",
    author="Rinella Creek Marina Limited",
    versions=(
        _version(
            "dev6a-rinella-berthing-issue3", "Berthing Licence - Standard Terms and Conditions (Issue 3)",
            date(2019, 2, 14),
            head=(
                "RINELLA CREEK MARINA LIMITED (C 41876) - Rinella Creek, Kalkara KKR 1310, Malta",
                "BERTHING LICENCE - STANDARD TERMS AND CONDITIONS (Issue 3)",
                "Issued by the Marina Office on the 14th day of February 2019. Copies may be collected at the "
                "reception pontoon or requested by e-mail.",
            ),
            facts=(
                ("fee", "1. Annual Licence Fee. The annual fee for a fixed berth is EUR 310 per metre of overall "
                        "length (LOA), plus VAT at 18%, payable in advance on 1 January. Vessels are measured "
                        "including bowsprits, davits and bathing platforms."),
                ("deposit", "2. Security Deposit. A refundable deposit equal to one month's fee, and in no case "
                            "less than EUR 400, is held for the term of the licence and returned within 30 days "
                            "of departure, less any sums owed to the Company."),
                ("insurance", "3. Insurance. Every licensee shall maintain third-party liability cover of not "
                              "less than EUR 1,000,000 and wreck-removal cover, and shall lodge the current "
                              "certificate with the Marina Office."),
                ("liveaboard", "4. Living Aboard. Overnight occupation of a vessel is permitted for no more than "
                               "60 nights in any calendar year unless the Marina Office grants written consent."),
                ("termination", "5. Termination. Either party may end the licence by giving 30 days' written "
                                "notice. Annual fees already paid are not refundable if the licensee leaves "
                                "early."),
            ),
            tail=("Signed for and on behalf of the Company: J. Camilleri, Marina Manager.",),
        ),
        _version(
            "dev6a-rinella-berthing-issue4", "Berthing Licence: Standard Terms (Issue 4)",
            date(2022, 1, 1),
            head=(
                "RINELLA CREEK MARINA LTD - Berthing Licence: Standard Terms | "
                "Licenzja tal-Irmigg: Termini Standard",
                "Revision record: Issue 3 - 14.02.2019 (withdrawn) | Issue 4 - approved by the Board "
                "18.11.2021, effective 01.01.2022",
                "Issue 4 supersedes Issue 3 in its entirety and governs every licence running on or after the "
                "effective date, whenever it was first granted.",
            ),
            facts=(
                ("fee", "1. Licence Fee. Fixed-berth licences are charged at EUR 345 per metre LOA per year (VAT "
                        "extra), payable in advance by 15 January, or in two equal instalments due 15 January "
                        "and 15 July with a 3% surcharge."),
                ("deposit", "2. Deposit. The Company holds a deposit of two months' fees (minimum EUR 650); it is "
                            "refunded within 21 days after the vessel leaves and all charges are settled."),
                ("insurance", "3. Insurance. Licensees must hold third-party liability insurance of at least "
                              "EUR 2,000,000 covering pollution and wreck removal, and must send the renewal "
                              "certificate before the old one lapses."),
                ("liveaboard", "4. Living Aboard. Licensees may stay aboard for up to 90 nights per calendar "
                               "year; longer occupation requires a liveaboard supplement of EUR 120 per month."),
                ("termination", "5. Ending the Licence. The licensee may end the licence on 60 days' notice in "
                                "writing; the Company may terminate on 30 days' notice, or forthwith for a "
                                "serious breach of these Terms."),
            ),
            tail=("RCM/BL/04 - Page 1 of 1",),
        ),
        _version(
            "dev6a-rinella-berthing-issue5", "Berthing Licence Terms - Issue 5",
            date(2026, 11, 1),
            head=(
                "Rinella Creek Marina Ltd - Document RCM/BL/05",
                "BERTHING LICENCE TERMS - ISSUE 5",
                "Approved by the Board of Directors on 26 March 2026. Issue 5 shall have effect from 1st "
                "November 2026, the start of the 2026/27 winter season; until that date Issue 4 (effective "
                "01.01.2022) continues to apply.",
                "Deposits held under Issue 4 will be topped up to the new level at the first renewal falling "
                "after 1 November 2026.",
            ),
            facts=(
                ("fee", "1. Licence Fee. From the winter 2026/27 season the annual fixed-berth rate is EUR 392 "
                        "per metre LOA, VAT excluded, billed yearly in advance or in four quarterly instalments "
                        "without surcharge."),
                ("deposit", "2. Deposit. A deposit of EUR 1,000 per vessel, or three months' fees if higher, is "
                            "held and refunded within 14 days of final departure."),
                ("insurance", "3. Insurance. Minimum third-party cover rises to EUR 3,000,000, including "
                              "pollution, wreck removal and salvage; the certificate must be uploaded to the "
                              "marina portal every year."),
                ("liveaboard", "4. Living Aboard. Liveaboard use is limited to 120 nights a year and only on "
                               "pontoons D and E; the supplement is EUR 150 per month."),
                ("termination", "5. Ending the Licence. Licensees give 90 days' written notice; the unexpired "
                                "part of a prepaid annual fee is refunded pro rata, less an administration "
                                "charge of EUR 75."),
            ),
            tail=("Queries: Marina Office, Monday to Saturday 08:00-17:00.",),
        ),
    ),
    questions=(
        _q("What is the per-metre annual berth fee at Rinella Creek Marina in Malta?", "fee"),
        _q("How many nights a year can I live on my boat at Rinella Creek Marina, Kalkara?", "liveaboard"),
        _q("Rinella Creek Marina berthing licence: how much third-party insurance do I need to carry?",
           "insurance"),
        _q("In 2020, what security deposit did Rinella Creek Marina hold on a berthing licence?", "deposit",
           date(2020, 12, 31)),
        _q("Under the Rinella Creek Marina terms in force in July 2019, how much notice was needed to give up "
           "a berth?", "termination", date(2019, 7, 15)),
        _q("What did the Kalkara marina (Rinella Creek) charge per metre for a fixed berth in 2021?", "fee",
           date(2021, 12, 31)),
        _q("Rinella Creek Marina liveaboard limit before the January 2022 terms took effect?", "liveaboard",
           date(2021, 12, 31)),
        _q("From 1 November 2026, what will the minimum insurance cover be for a berth at Rinella Creek "
           "Marina?", "insurance", date(2026, 11, 1)),
        _q("Once Issue 5 of the Rinella Creek berthing terms applies in November 2026, how much notice must a "
           "berth holder give to leave?", "termination", date(2026, 11, 1)),
    ),
)


# ---------------------------------------------------------------------------------------------------------------
# EN 2: Ghana, lottery regulator's retailer commission rules (signed only; revokes; commencement notice)
# ---------------------------------------------------------------------------------------------------------------
_LOTTERY = RuleFamily(
    family="dev6a-ghana-lrc-retailer-commission",
    phrasing="dev6a-en-2",
    language="en",
    folder="official/lottery-rules",
    author="Lottery Regulatory Commission (Ghana)",
    versions=(
        _version(
            "dev6a-ghana-lrc-commission-2017", "Retailer Commission Rules", date(2017, 5, 8),
            head=(
                "LOTTERY REGULATORY COMMISSION - GHANA",
                "RETAILER COMMISSION RULES",
                "Made by the Commission at its 41st ordinary meeting and signed this 8th day of May, 2017.",
            ),
            facts=(
                ("draw", "1. Draw games. A licensed retailer earns a commission of 6 per cent of gross sales of "
                         "every draw-game ticket sold through the terminal, computed weekly."),
                ("instant", "2. Instant tickets. Commission on scratch cards is 8 per cent of the face value of "
                            "packs activated and settled."),
                ("cashing", "3. Prize cashing. A retailer who pays out winnings of up to GH¢500 receives a "
                            "cashing fee of 1 per cent of the prize paid."),
                ("remit", "4. Remittance. Net sales, less commission and prizes paid, shall be remitted to the "
                          "operator's collection account by 5 p.m. every Tuesday for the preceding week."),
                ("bond", "5. Security. Each retailer shall lodge a bank guarantee or cash bond of GH¢2,000 "
                         "before a terminal is installed."),
            ),
            tail=("Published in the Gazette as Notice No. 1127. Chairman, Lottery Regulatory Commission.",),
        ),
        _version(
            "dev6a-ghana-lrc-commission-2021", "Retailer Commission Rules, 2021", date(2021, 3, 1),
            head=(
                "LOTTERY REGULATORY COMMISSION",
                "Retailer Commission Rules, 2021 (Gazette Notice No. 402 of 2021)",
                "These Rules take effect on March 1st, 2021 and revoke the Retailer Commission Rules signed on "
                "8 May 2017.",
                "Consultation with the National Association of Lottery Retailers closed on 30 November 2020.",
            ),
            facts=(
                ("draw", "1. Draw-game commission is raised to 7.5% of gross ticket sales, paid by credit to the "
                         "retailer's wallet each Monday."),
                ("instant", "2. Retailers earn 9% on instant (scratch) tickets, calculated on packs settled, "
                            "with a further 1% bonus on packs fully sold within 30 days of activation."),
                ("cashing", "3. For every winning ticket of up to GH¢1,000 that the retailer pays over the "
                            "counter, a fee of 1.5% of the prize amount is credited."),
                ("remit", "4. Weekly net proceeds are to be paid in by Monday 12 noon; amounts outstanding "
                          "after 48 hours attract a penalty of 2% per week."),
                ("bond", "5. A security bond of GH¢5,000, in cash or by bank guarantee, is required for each "
                         "point of sale."),
            ),
        ),
        _version(
            "dev6a-ghana-lrc-commission-2023", "Retailer Commission Rules, 2023", date(2024, 4, 1),
            head=(
                "LOTTERY REGULATORY COMMISSION - RETAILER COMMISSION RULES, 2023",
                "Made on 14th December, 2023. These Rules come into force on a day appointed by the Commission "
                "by notice in the Gazette; the Commencement Notice (Gazette Notice No. 218 of 2024) appointed "
                "1st April, 2024.",
                "The Retailer Commission Rules, 2021 are revoked from that day. Commission on tickets sold "
                "before 1st April, 2024 is settled under the 2021 Rules.",
            ),
            facts=(
                ("draw", "1. Draw games: 8% of gross sales for fixed terminals and 9% for mobile point-of-sale "
                         "agents registered with the Commission."),
                ("instant", "2. Scratch cards: a flat 10% of settled pack value; the 30-day sell-out bonus is "
                            "discontinued."),
                ("cashing", "3. Prize payment: retailers may pay prizes of up to GH¢2,500 and earn 2% of each "
                            "prize so paid, capped at GH¢40 per ticket."),
                ("remit", "4. Settlement is daily: net proceeds must be swept by mobile money or bank transfer "
                          "by 10 a.m. on the next working day."),
                ("bond", "5. Each point of sale is secured by a bond of GH¢7,500, which may be reduced to "
                         "GH¢5,000 after twelve months without a settlement default."),
            ),
            tail=("Dated at Accra. Director-General, Lottery Regulatory Commission.",),
        ),
    ),
    questions=(
        _q("What commission do lottery retailers in Ghana get on draw-game sales under the Lottery Regulatory "
           "Commission rules?", "draw"),
        _q("How soon must a Ghana lottery retailer pay ticket sales over to the operator?", "remit"),
        _q("LRC Ghana: up to what prize amount can a retailer pay winners, and what does the retailer earn for "
           "it?", "cashing"),
        _q("Ghana Lottery Regulatory Commission - size of the bond required per point of sale", "bond"),
        _q("In 2019 what was the scratch-card commission for Ghanaian lottery retailers?", "instant",
           date(2019, 12, 31)),
        _q("On 15 June 2022, what percentage did Ghana's Lottery Regulatory Commission allow retailers on draw "
           "games?", "draw", date(2022, 6, 15)),
        _q("Before the 2021 Retailer Commission Rules, what cash bond did a Ghana lottery retailer have to "
           "lodge?", "bond", date(2021, 2, 28)),
        _q("What was the deadline for Ghana lottery retailers to pay in their weekly takings in 2023?", "remit",
           date(2023, 12, 31)),
    ),
)


# ---------------------------------------------------------------------------------------------------------------
# EN 3: Tasmania, veterinary council fees and CPD policy (policy number + version footers, review dates,
# document history, future commencement)
# ---------------------------------------------------------------------------------------------------------------
_VET = RuleFamily(
    family="dev6a-tasmania-vpc-fees-cpd",
    phrasing="dev6a-en-3",
    language="en",
    folder="official/professional-fees",
    author="Veterinary Practitioners Council of Tasmania",
    versions=(
        _version(
            "dev6a-tas-vpc07-v1-0", "Policy VPC-07 - Registration Fees and Continuing Professional Development",
            date(2018, 8, 22),
            head=(
                "Veterinary Practitioners Council of Tasmania",
                "POLICY VPC-07 - REGISTRATION FEES AND CONTINUING PROFESSIONAL DEVELOPMENT",
            ),
            facts=(
                ("annual", "1. The annual registration fee for a veterinary surgeon holding general "
                           "registration is $395, due by 31 March each year for the following registration "
                           "year."),
                ("premises", "2. Each veterinary premises must be registered separately at $260 a year; a "
                             "mobile practice registers its vehicle base as one premises."),
                ("cpd", "3. Registrants must complete 60 CPD points over each three-year cycle, of which at "
                        "least 15 must be structured (courses, conferences, assessed online modules)."),
                ("late", "4. A renewal received after 31 March incurs a late fee of $80; registration lapses if "
                         "unpaid by 30 April."),
                ("nonpractising", "5. Non-practising registration costs $120 a year and carries no CPD "
                                  "obligation."),
            ),
            tail=("VPC-07 v1.0 | Approved by Council 22/08/2018 | Page 1",),
        ),
        _version(
            "dev6a-tas-vpc07-v2-0", "Policy VPC-07 - Registration Fees and CPD (Version 2.0)", date(2021, 7, 1),
            head=(
                "Veterinary Practitioners Council of Tasmania - Policy VPC-07",
                "Registration Fees and CPD - Version 2.0",
                "Effective 1 July 2021. This version replaces VPC-07 v1.0 approved in August 2018.",
            ),
            facts=(
                ("annual", "1. General registration: $445 per year, payable by 31 May for the registration "
                           "year starting 1 July."),
                ("premises", "2. Premises registration: $295 per premises per year; a satellite clinic open "
                             "fewer than 20 hours a week pays $150."),
                ("cpd", "3. CPD: 60 points per three-year cycle, at least 20 of them structured, and a minimum "
                        "of 10 points in every single year of the cycle."),
                ("late", "4. Late renewal (after 31 May): surcharge of $120. A registrant not renewed by 30 "
                         "June is removed from the register."),
                ("nonpractising", "5. Non-practising registrants pay $140 annually and must complete 10 CPD "
                                  "points per cycle to return to practice without a refresher course."),
            ),
            tail=("VPC-07 v2.0 | Approved 14/04/2021 | Next review 04/2024",),
        ),
        _version(
            "dev6a-tas-vpc07-v2-1", "Policy VPC-07 - Registration Fees and CPD (v2.1)", date(2024, 7, 1),
            head=(
                "VPC-07 Registration Fees and CPD (v2.1)",
                "Document history: v1.0 22/08/2018 - v2.0 effective 01/07/2021 - v2.1 effective 01/07/2024 "
                "(fee indexation; telehealth premises; antimicrobial CPD).",
            ),
            facts=(
                ("annual", "1. The general registration fee for 2024-25 and later years is $489, due by 31 "
                           "May."),
                ("premises", "2. Premises: $325 per premises per year; satellite clinics (fewer than 20 hours "
                             "a week) $165; a telehealth-only practice registers its principal office at "
                             "$165."),
                ("cpd", "3. CPD remains 60 points per three-year cycle with at least 20 structured and 10 in "
                        "each year; from the cycle starting 1 July 2024, 3 points must relate to antimicrobial "
                        "stewardship."),
                ("late", "4. Renewals received after 31 May attract a $150 late fee; unrenewed registrations "
                         "are removed on 1 July."),
                ("nonpractising", "5. Non-practising registration: $155 a year; 10 CPD points per cycle are "
                                  "required for a return to practice."),
            ),
            tail=("VPC-07 v2.1 | Approved 20/03/2024 | Page 1 of 1",),
        ),
        _version(
            "dev6a-tas-vpc07-v3-0", "Policy VPC-07 - Registration Fees and Continuing Professional Development",
            date(2027, 7, 1),
            head=(
                "VETERINARY PRACTITIONERS COUNCIL OF TASMANIA",
                "Policy VPC-07 - Registration Fees and Continuing Professional Development, Version 3.0",
                "Approved by Council on 19 March 2026. Commences 1 July 2027; v2.1 continues to apply to the "
                "2026-27 registration year. From commencement v3.0 supersedes all earlier versions of VPC-07.",
            ),
            facts=(
                ("annual", "1. General registration will cost $520 per year, with an early-payment discount of "
                           "$30 for renewals lodged by 30 April."),
                ("premises", "2. Premises registration becomes $360 per premises, with no reduced rate for "
                             "satellite or telehealth-only clinics."),
                ("cpd", "3. The three-year cycle is replaced by an annual requirement of 20 CPD points, at least "
                        "8 structured, recorded in the Council's online log by 30 June."),
                ("late", "4. Late renewal fee: $175."),
                ("nonpractising", "5. Non-practising registration: $170 a year; a returning practitioner must "
                                  "show 20 CPD points in the previous 12 months."),
            ),
            tail=("VPC-07 v3.0 | Review due 2030",),
        ),
    ),
    questions=(
        _q("How much is annual general registration for a vet in Tasmania with the Veterinary Practitioners "
           "Council?", "annual"),
        _q("VPC-07 CPD requirement for Tasmanian vets - how many points and over what period?", "cpd"),
        _q("What does it cost to register a part-time satellite vet clinic in Tasmania?", "premises"),
        _q("What was the late renewal fee for Tasmanian veterinary registration in 2020?", "late",
           date(2020, 12, 31)),
        _q("Tasmania vet council non-practising registration fee in 2022?", "nonpractising", date(2022, 12, 31)),
        _q("In mid-2019, how many structured CPD points did a Tasmanian veterinary surgeon need per cycle?",
           "cpd", date(2019, 6, 30)),
        _q("What was the general registration fee for vets in Tasmania on 1 January 2023?", "annual",
           date(2023, 1, 1)),
        _q("From July 2027, how many CPD points a year will the Tasmanian veterinary council require?", "cpd",
           date(2027, 7, 1)),
        _q("Tasmanian vet premises registration fee for the 2027-28 year?", "premises", date(2027, 7, 1)),
    ),
)


# ---------------------------------------------------------------------------------------------------------------
# EN 4: Manitoba city, short-term rental by-law (readings, repeal and replace, office consolidation, future by-law)
# ---------------------------------------------------------------------------------------------------------------
_STR = RuleFamily(
    family="dev6a-riverbend-mb-short-term-rental",
    phrasing="dev6a-en-4",
    language="en",
    folder="official/municipal-bylaws",
    author="The City of Riverbend, Manitoba",
    versions=(
        _version(
            "dev6a-riverbend-str-bylaw-14-2019", "By-law No. 14/2019 - Short-Term Rental Accommodations",
            date(2019, 4, 23),
            head=(
                "THE CITY OF RIVERBEND",
                "BY-LAW NO. 14/2019 - Being a By-law to license and regulate short-term rental "
                "accommodations",
                "Read a first time March 12th, 2019; read a second time April 9th, 2019; read a third time and "
                "passed April 23rd, 2019.",
            ),
            facts=(
                ("fee", "3. Every operator shall hold an annual short-term rental licence; the fee is $150 for "
                        "a principal residence and $300 for any other dwelling."),
                ("cap", "4. A dwelling that is not the operator's principal residence may be rented short-term "
                        "for no more than 180 nights in a calendar year."),
                ("display", "5. The licence number shall be shown in every online listing and posted inside the "
                            "main entrance of the unit."),
                ("occupancy", "6. Occupancy is limited to two guests per bedroom plus two additional guests."),
                ("penalty", "7. A person who operates without a licence is guilty of an offence and liable to a "
                            "fine of not more than $1,000 for each day the offence continues."),
            ),
            tail=("Mayor / City Clerk",),
        ),
        _version(
            "dev6a-riverbend-str-bylaw-31-2022", "By-law No. 31/2022 - Short-Term Rentals", date(2023, 1, 1),
            head=(
                "THE CITY OF RIVERBEND - BY-LAW NO. 31/2022",
                "A By-law to repeal and replace By-law No. 14/2019 (Short-Term Rentals)",
                "This By-law comes into force on January 1st, 2023. Licences issued under By-law No. 14/2019 "
                "remain valid until they expire.",
            ),
            facts=(
                ("fee", "3. Annual licence fees: principal residence $200; secondary dwelling or whole-unit "
                        "investment property $650. An inspection fee of $125 applies to first-time "
                        "applications."),
                ("cap", "4. Short-term rental of a dwelling other than the operator's principal residence is "
                        "capped at 120 nights per calendar year, except in the Downtown Mixed-Use zone."),
                ("display", "5. Listings must display the licence number and the maximum occupancy; platforms "
                            "must remove non-compliant listings within 5 days of notice from the City."),
                ("occupancy", "6. Maximum occupancy: two persons per bedroom, to a total of ten persons per "
                              "unit."),
                ("penalty", "7. Operating without a valid licence: minimum fine $500 and maximum $5,000 for "
                            "each day the offence continues."),
            ),
            tail=("DONE AND PASSED by the Council of the City of Riverbend, duly assembled, this 8th day of "
                  "November, 2022.",),
        ),
        _version(
            "dev6a-riverbend-str-consolidated-2025", "Short-Term Rental By-law No. 31/2022 (Office Consolidation)",
            date(2025, 5, 1),
            head=(
                "CITY OF RIVERBEND - OFFICE CONSOLIDATION",
                "Short-Term Rental By-law No. 31/2022, incorporating amendments up to By-law No. 9/2025 "
                "(consolidated to May 1st, 2025)",
                "Amending By-law No. 9/2025 (fees, night cap, penalties) came into force May 1st, 2025. This "
                "consolidation is for convenience only; refer to the original by-laws for legal purposes.",
            ),
            facts=(
                ("fee", "3. Annual licence fees: principal residence $225; any other dwelling $800. First-time "
                        "applications also pay a $150 inspection fee. [am. 9/2025]"),
                ("cap", "4. A dwelling that is not the operator's principal residence may be rented short-term "
                        "for at most 90 nights per calendar year, in every zone. [am. 9/2025]"),
                ("display", "5. Listings must display the licence number and the maximum occupancy; platforms "
                            "must remove non-compliant listings within 5 days of notice from the City."),
                ("occupancy", "6. Maximum occupancy: two persons per bedroom, to a total of ten persons per "
                              "unit."),
                ("penalty", "7. Operating without a valid licence: minimum fine $1,000 and maximum $10,000 for "
                            "each day the offence continues. [am. 9/2025]"),
            ),
        ),
        _version(
            "dev6a-riverbend-str-bylaw-12-2026", "By-law No. 12/2026 - Short-Term Rental Accommodation By-law",
            date(2027, 3, 1),
            head=(
                "THE CITY OF RIVERBEND - BY-LAW NO. 12/2026",
                "Short-Term Rental Accommodation By-law",
                "Read a first, second and third time and passed this 19th day of May, 2026. This By-law comes "
                "into force on March 1st, 2027, on which date By-law No. 31/2022, as amended, is repealed.",
            ),
            facts=(
                ("fee", "3. Licence fees: principal residence $250 per year; where a secondary dwelling may be "
                        "licensed (Downtown Mixed-Use zone only), the fee is $1,200 per year."),
                ("cap", "4. Outside the Downtown Mixed-Use zone only principal residences may be licensed; "
                        "downtown, secondary dwellings may be rented short-term for up to 60 nights per "
                        "calendar year."),
                ("penalty", "7. Penalties: a fine of $2,000 to $25,000 per day; after two convictions the City "
                            "may also suspend a licence for up to twelve months."),
            ),
        ),
    ),
    questions=(
        _q("How much is a short-term rental licence for a property that isn't my main home in Riverbend, "
           "Manitoba?", "fee"),
        _q("Riverbend STR by-law: how many nights a year can an investment property be rented short-term?",
           "cap"),
        _q("What's the fine for running an unlicensed Airbnb in the City of Riverbend, MB?", "penalty"),
        _q("In 2020, what did the City of Riverbend charge to license a short-term rental in your own home?",
           "fee", date(2020, 12, 31)),
        _q("Riverbend short-term rental night limit for secondary units in 2024?", "cap", date(2024, 12, 31)),
        _q("What was the maximum daily fine for unlicensed short-term rentals in Riverbend, Manitoba in 2021?",
           "penalty", date(2021, 12, 31)),
        _q("Before the 2025 amendment, how much was the City of Riverbend's inspection fee on a first "
           "short-term rental licence application?", "fee", date(2025, 4, 30)),
        _q("From March 1, 2027, can I still license a secondary suite outside downtown Riverbend as a "
           "short-term rental?", "cap", date(2027, 3, 1)),
        _q("Riverbend short-term rental penalties after the new by-law takes effect in 2027?", "penalty",
           date(2027, 3, 1)),
    ),
)


# ---------------------------------------------------------------------------------------------------------------
# ZH 1: 自然资源局 不动产登记收费及办理规定（文号；机构改革更名；同时废止；未来施行）
# ---------------------------------------------------------------------------------------------------------------
_LAND = RuleFamily(
    family="dev6a-lanzhou-zrzy-budongchan-dengji",
    phrasing="dev6a-zh-1",
    language="zh",
    folder="official/land-registry-zh",
    author="澜州市自然资源和规划局",
    versions=(
        _version(
            "dev6a-lanzhou-bdcdj-2017", "澜州市不动产登记收费及办理时限规定", date(2017, 6, 12),
            head=(
                "澜州市国土资源局",
                "澜国土资发〔2017〕45号",
                "关于印发《澜州市不动产登记收费及办理时限规定》的通知",
                "各县（区）国土资源分局、市不动产登记中心：现将《澜州市不动产登记收费及办理时限规定》印发给你们，"
                "请认真贯彻执行。",
            ),
            facts=(
                ("fee", "一、住宅类不动产登记收费标准为每件80元，非住宅类每件550元，均含第一本不动产权证书工本费；"
                        "每增加一本证书，加收工本费10元。"),
                ("time", "二、一般登记自受理之日起20个工作日内办结；抵押登记10个工作日内办结；查询当场办理。"),
                ("hours", "三、市不动产登记中心受理时间为周一至周五上午9:00—12:00、下午13:30—17:00，"
                          "法定节假日不办理。"),
                ("materials", "四、申请人应当提交身份证明、权属来源证明及不动产界址、面积等材料，材料不全的一次性告知需补正内容。"),
            ),
            tail=("澜州市国土资源局", "2017年6月12日"),
        ),
        _version(
            "dev6a-lanzhou-bdcdj-2020", "澜州市不动产登记收费及办理时限规定", date(2020, 10, 1),
            head=(
                "澜州市自然资源和规划局",
                "澜自然资规〔2020〕3号",
                "澜州市自然资源和规划局关于印发《澜州市不动产登记收费及办理时限规定》的通知",
                "本规定自2020年10月1日起施行。原澜州市国土资源局《关于印发〈澜州市不动产登记收费及办理时限规定〉的通知》"
                "（澜国土资发〔2017〕45号）同时废止。",
            ),
            facts=(
                ("fee", "一、住宅类登记每件收费80元，非住宅类每件550元；申请人为小微企业（含个体工商户）的，"
                        "免收登记费。多发证书的，每本收取工本费10元。"),
                ("time", "二、一般登记5个工作日内办结，抵押登记、注销登记3个工作日内办结。"),
                ("hours", "三、登记中心实行“延时服务”，工作日中午不间断受理，每周六上午9:00—12:00办理抵押和查询业务。"),
                ("materials", "四、抵押登记可通过“澜州不动产”网上平台全程网办，能够通过部门共享获取的材料，不再要求申请人提交。"),
            ),
            tail=("澜州市自然资源和规划局", "2020年9月8日"),
        ),
        _version(
            "dev6a-lanzhou-bdcdj-2026", "澜州市不动产登记收费及办理时限规定（2026年修订）", date(2026, 7, 1),
            head=(
                "澜州市自然资源和规划局文件",
                "澜自然资规〔2026〕2号",
                "《澜州市不动产登记收费及办理时限规定（2026年修订）》已经2026年4月15日局务会议审议通过，现予印发，"
                "自2026年7月1日起施行，有效期5年。澜自然资规〔2020〕3号文件自本规定施行之日起停止执行。",
            ),
            facts=(
                ("fee", "一、住宅类登记每件80元，非住宅类每件550元；车位、储藏室单独登记的，按住宅类每件80元收取；"
                        "小微企业、个体工商户免收登记费；申领电子证照的不收取工本费。"),
                ("time", "二、一般登记3个工作日内办结，抵押登记1个工作日内办结，查询、预告登记即时办结。"),
                ("hours", "三、登记中心实行全年无休，周六、周日及法定节假日上午9:00—12:00均受理各类登记业务。"),
                ("materials", "四、二手房转移登记实行“带押过户”，并与水、电、气、网过户联动办理，申请人只需提交一套材料。"),
            ),
            tail=("澜州市自然资源和规划局", "2026年4月20日"),
        ),
    ),
    questions=(
        _q("澜州市不动产登记一般要几个工作日办完？", "time"),
        _q("澜州小微企业办理不动产登记要交登记费吗？", "fee"),
        _q("澜州市不动产登记中心周末能办业务吗？", "hours"),
        _q("2018年在澜州办理抵押登记需要多长时间？", "time", date(2018, 12, 31)),
        _q("2019年澜州市非住宅不动产登记每件收多少钱？多发一本证收费吗？", "fee", date(2019, 12, 31)),
        _q("2020年5月时澜州不动产登记窗口的受理时间是怎样的？", "hours", date(2020, 5, 1)),
        _q("2026年7月1日以后，在澜州办理抵押登记多久能办结？", "time", date(2026, 7, 1)),
        _q("澜州不动产登记新规2026年7月施行后，车位单独登记怎么收费？", "fee", date(2026, 7, 1)),
    ),
)


# ---------------------------------------------------------------------------------------------------------------
# ZH 2: 三甲医院 住院患者陪护与探视管理制度（文件编号、版次、修订记录、院发文号）
# ---------------------------------------------------------------------------------------------------------------
_HOSPITAL = RuleFamily(
    family="dev6a-lanzhou-yiyuan-peihu-tanshi",
    phrasing="dev6a-zh-2",
    language="zh",
    folder="official/hospital-rules-zh",
    author="澜州市第一人民医院",
    versions=(
        _version(
            "dev6a-lzyy-peihu-v1", "住院患者陪护与探视管理制度", date(2019, 3, 1),
            head=(
                "澜州市第一人民医院（三级甲等）",
                "住院患者陪护与探视管理制度",
                "文件编号：LZYY-HL-017　版次：第1版　发布：2019.03.01　制定部门：护理部",
            ),
            facts=(
                ("visit", "一、探视时间：每日15:00—20:00；节假日10:00—12:00、15:00—20:00。"),
                ("visitors", "二、每位患者同一时间探视人员不超过2人，学龄前儿童不宜进入病区。"),
                ("escort", "三、病情需要陪护的，经主管医生同意，每位患者限留陪护1人，凭陪护证进出病区，陪护证押金20元。"),
                ("icu", "四、重症监护室实行定时探视，每日15:30—16:00，每次限1名家属，须穿隔离衣、戴帽子口罩。"),
                ("bed", "五、陪护人员可租用陪护椅（床），每晚收费10元，次日7:00前交回护士站。"),
            ),
            tail=("本制度由护理部负责解释。",),
        ),
        _version(
            "dev6a-lzyy-peihu-v2", "住院患者陪护与探视管理制度", date(2020, 8, 15),
            head=(
                "澜州市第一人民医院　住院患者陪护与探视管理制度",
                "文件编号：LZYY-HL-017　版次：第2版　修订日期：2020年8月10日　生效日期：2020年8月15日",
                "本版替代2019年3月1日发布的第1版。",
            ),
            facts=(
                ("visit", "一、疫情防控期间暂停常规探视；确需探视的，经护士长同意后通过视频探视系统进行，时间为每日16:00—17:00。"),
                ("visitors", "二、特殊情况（病危、术前谈话等）需线下探视的，每次限1人，须持48小时内核酸阴性证明，停留不超过30分钟。"),
                ("escort", "三、实行“一患一陪”固定陪护，陪护人员须持7日内核酸阴性证明办理实名陪护证，住院期间不得更换；陪护证押金取消。"),
                ("icu", "四、重症监护室暂停床旁探视，每日14:00—14:30由主管医生通过电话或视频向家属告知病情。"),
                ("bed", "五、陪护床每晚收费15元，由病区统一清洁消毒后发放。"),
            ),
        ),
        _version(
            "dev6a-lzyy-peihu-v3", "住院患者陪护与探视管理制度（2023年修订）", date(2023, 5, 1),
            head=(
                "澜州市第一人民医院文件　澜一院发〔2023〕28号",
                "关于印发《住院患者陪护与探视管理制度（2023年修订）》的通知",
                "各科室：修订后的制度已经2023年4月18日院长办公会研究通过，现印发给你们，自2023年5月1日起施行，"
                "2020年8月版（第2版）同时废止。",
                "修订记录：第1版 2019-03-01 制定；第2版 2020-08-15 修订；第3版 2023-05-01 修订。",
            ),
            facts=(
                ("visit", "一、普通病区探视时间恢复为每日15:00—19:00，周六、周日增加上午10:00—11:30；其余时间病区实行门禁管理。"),
                ("visitors", "二、每位患者每次探视不超过2人，每次不超过1小时；发热或有呼吸道症状者不得探视。"),
                ("escort", "三、原则上每位患者留陪1人；病危、手术当日或生活不能自理者，经医生评估可增至2人。"
                           "陪护人员凭电子陪护证（扫码登记）出入，不再查验核酸证明。"),
                ("icu", "四、ICU每日探视一次，时间为15:30—16:00，每次限2名直系亲属，轮换进入。"),
                ("bed", "五、陪护床采用共享租赁，每晚20元，押金扫码支付，出院时原路退回。"),
            ),
            tail=("澜州市第一人民医院　2023年4月20日",),
        ),
    ),
    questions=(
        _q("澜州市第一人民医院现在探视时间是几点到几点？", "visit"),
        _q("澜州一院住院病人可以留几个陪护？", "escort"),
        _q("澜州市第一人民医院陪护床一晚多少钱？", "bed"),
        _q("澜州一院ICU每天什么时候可以探视？", "icu"),
        _q("2019年去澜州市第一人民医院探视病人，每次最多能去几个人？", "visitors", date(2019, 12, 31)),
        _q("2021年澜州一院住院陪护需要什么证明？", "escort", date(2021, 12, 31)),
        _q("2022年时澜州市第一人民医院ICU能不能进去看病人？", "icu", date(2022, 12, 31)),
        _q("2020年春节期间在澜州市第一人民医院租陪护床多少钱一晚？", "bed", date(2020, 1, 25)),
    ),
)


# ---------------------------------------------------------------------------------------------------------------
# ZH 3: 银保监分局 → 金融监管总局监管分局 消费投诉处理通知（文号；机构改革；同时废止；2021年3月1日起执行）
# ---------------------------------------------------------------------------------------------------------------
_COMPLAINTS = RuleFamily(
    family="dev6a-lanzhou-jinrong-xiaofei-tousu",
    phrasing="dev6a-zh-3",
    language="zh",
    folder="official/financial-regulation-zh",
    author="国家金融监督管理总局澜州监管分局",
    versions=(
        _version(
            "dev6a-lanzhou-tousu-2019", "关于进一步做好银行保险机构消费投诉处理工作的通知", date(2019, 9, 6),
            head=(
                "中国银保监会澜州监管分局",
                "澜银保监发〔2019〕37号",
                "关于进一步做好银行保险机构消费投诉处理工作的通知",
                "辖内各银行业金融机构、各保险公司分支机构：为切实保护金融消费者合法权益，现就有关事项通知如下。",
            ),
            facts=(
                ("deadline", "一、各机构应当自收到投诉之日起15日内作出处理决定并告知投诉人；情况复杂的，经负责人批准可延长至30日。"),
                ("ack", "二、对于通过电话、网络渠道提出的投诉，应当在2个工作日内告知投诉人是否受理。"),
                ("report", "三、各机构应于每季度结束后10个工作日内，向我分局报送投诉处理情况统计表及分析报告。"),
                ("major", "四、涉及50人以上的群体性投诉，应当在知悉后24小时内向我分局报告。"),
            ),
            tail=("中国银保监会澜州监管分局", "2019年9月6日", "（此件公开发布）"),
        ),
        _version(
            "dev6a-lanzhou-tousu-2021", "关于进一步做好银行保险机构消费投诉处理工作的通知", date(2021, 3, 1),
            head=(
                "中国银保监会澜州监管分局关于进一步做好银行保险机构消费投诉处理工作的通知",
                "澜银保监发〔2021〕52号",
                "为贯彻落实《银行保险机构消费投诉处理管理办法》，现就有关事项重新通知如下。本通知自2021年3月1日起执行，"
                "《中国银保监会澜州监管分局关于进一步做好银行保险机构消费投诉处理工作的通知》（澜银保监发〔2019〕37号）同时废止。",
            ),
            facts=(
                ("deadline", "一、银行保险机构应当在收到投诉之日起15日内作出处理决定，并以书面或短信方式告知投诉人；"
                             "情况复杂的，经本机构投诉处理工作负责人批准，可以延长至不超过60日。"),
                ("ack", "二、投诉受理后应当在1个工作日内向投诉人发送受理回执，载明投诉编号和处理时限。"),
                ("report", "三、各机构应于每季度结束后15日内通过消费投诉统计监测系统报送数据，年度分析报告于次年1月31日前报送。"),
                ("major", "四、群体性投诉（涉及30人以上）或可能引发舆情的重大投诉，应当在知悉后2小时内电话报告、24小时内书面报告。"),
            ),
            tail=("中国银保监会澜州监管分局", "2021年2月5日"),
        ),
        _version(
            "dev6a-lanzhou-tousu-2024", "关于规范银行保险机构消费投诉处理工作的通知", date(2024, 8, 1),
            head=(
                "国家金融监督管理总局澜州监管分局",
                "澜金发〔2024〕19号",
                "国家金融监督管理总局澜州监管分局关于规范银行保险机构消费投诉处理工作的通知",
                "根据机构改革后规范性文件清理工作安排，现对原中国银保监会澜州监管分局有关投诉处理的规定予以修订。"
                "本通知自2024年8月1日起施行，澜银保监发〔2021〕52号文件同时废止。",
            ),
            facts=(
                ("deadline", "一、对于事实清楚、争议不大的投诉，应当在7日内办结；其他投诉应当在15日内作出处理决定，延长期限合计不得超过30日。"),
                ("ack", "二、各机构应当在接到投诉的当日登记，并于24小时内告知投诉人受理情况及处理时限。"),
                ("report", "三、投诉数据按月报送，于每月结束后5个工作日内通过监管统计平台报送；季度分析报告于季后15日内报送。"),
                ("major", "四、涉及20人以上的群体性投诉或重大舆情事件，应当在知悉后1小时内报告我分局消费者权益保护处。"),
            ),
            tail=("国家金融监督管理总局澜州监管分局", "2024年6月30日"),
        ),
    ),
    questions=(
        _q("澜州金融监管分局对银行投诉处理时限是怎么规定的？最长能延长多久？", "deadline"),
        _q("在澜州，保险公司接到投诉后多久要告知客户受理情况？", "ack"),
        _q("澜州监管分局要求群体性投诉多长时间内上报？多少人算群体性？", "major"),
        _q("澜金发〔2024〕19号规定投诉数据多久报送一次？", "report"),
        _q("2020年时澜州银保监分局要求投诉处理最长可以延长到多少天？", "deadline", date(2020, 12, 31)),
        _q("2022年澜州银行业机构的投诉数据是按季度还是按月报送？", "report", date(2022, 12, 31)),
        _q("2020年上半年，澜州银保监分局规定多少人以上算群体性投诉？", "major", date(2020, 6, 30)),
        _q("2023年澜州的银行收到电话投诉后几天内要告诉客户是否受理？", "ack", date(2023, 12, 31)),
    ),
)


# ---------------------------------------------------------------------------------------------------------------
# ZH 4: 香港法定機構 收費規例（第X章、法律公告、版本日期、修訂納入、廢除、過渡性條文；繁體）
# ---------------------------------------------------------------------------------------------------------------
_HK_FEES = RuleFamily(
    family="dev6a-hk-leisure-venues-fees",
    phrasing="dev6a-zh-4",
    language="zh",
    folder="official/statutory-fees-zh",
    author="香港康體場館管理局",
    versions=(
        _version(
            "dev6a-hk-cap698a-2015", "康體場館（收費）規例", date(2015, 4, 1),
            head=(
                "第698A章　《康體場館（收費）規例》",
                "（由香港康體場館管理局根據《康體場館管理局條例》（第698章）第28條訂立，並經立法會批准）",
                "2015年第36號法律公告　生效日期：2015年4月1日",
            ),
            facts=(
                ("hall", "1. 體育館主場租用費：非繁忙時間每小時$210；繁忙時間（星期一至五下午6時後、星期六、日及公眾假期）每小時$300。"),
                ("pass", "2. 健身室個人月票每張$180；年票每張$1,800。"),
                ("senior", "3. 60歲或以上長者及殘疾人士使用健身室及泳池，可獲收費五折優惠。"),
                ("refund", "4. 使用者取消預訂而申請退款者，須於預訂使用日期前7天提出，並繳付手續費$30。"),
                ("card", "5. 補發遺失的智能使用證，每張收費$50。"),
            ),
        ),
        _version(
            "dev6a-hk-cap698a-2021", "康體場館（收費）規例", date(2021, 7, 1),
            head=(
                "第698A章　康體場館（收費）規例　Cap. 698A Leisure Venues (Fees) Regulation",
                "版本日期：2021年7月1日",
                "本版本已納入《2021年康體場館（收費）（修訂）規例》（2021年第88號法律公告）所作的修訂；"
                "附表第1至5項經修訂，該修訂規例於2021年7月1日實施。",
            ),
            facts=(
                ("hall", "1. 體育館主場租用費：非繁忙時間每小時$240；繁忙時間每小時$345。（2021年第88號法律公告）"),
                ("pass", "2. 健身室月票每張$200；年票每張$2,000；新增季票每張$550。"),
                ("senior", "3. 60歲或以上長者、殘疾人士及全日制學生使用健身室及泳池，收費五折。"),
                ("refund", "4. 取消預訂須於使用日期前7天提出，退款手續費為$45。"),
                ("card", "5. 補發智能使用證每張$60。"),
            ),
        ),
        _version(
            "dev6a-hk-leisure-fees-2026", "2026年康體場館（收費）規例", date(2027, 1, 1),
            head=(
                "《2026年康體場館（收費）規例》",
                "2026年第71號法律公告",
                "本規例由香港康體場館管理局於2026年3月20日訂立，於2026年4月24日刊憲，自2027年1月1日起實施。",
                "廢除：《康體場館（收費）規例》（第698A章）現予廢除。過渡性條文：在本規例實施前已確認的預訂，按已廢除規例的收費計算。",
            ),
            facts=(
                ("hall", "1. 體育館主場租用費劃一為每小時$390，不再區分繁忙及非繁忙時間；註冊非牟利團體可申請七五折。"),
                ("pass", "2. 健身室月票每張$240；年票每張$2,400；季票取消。"),
                ("senior", "3. 65歲或以上長者及殘疾人士享半價優惠；60至64歲人士享八折；學生優惠只適用於星期一至五上午9時至下午5時。"),
                ("refund", "4. 於使用日期前14天或之前取消者，退款扣除手續費$60；少於14天取消者不設退款。"),
                ("card", "5. 智能使用證改為電子證，補發不收取費用。"),
            ),
            tail=("香港康體場館管理局主席",),
        ),
    ),
    questions=(
        _q("香港康體場館管理局體育館主場繁忙時間租場每小時幾錢？", "hall"),
        _q("香港康體場館管理局健身室年票現時收費係幾多？", "pass"),
        _q("第698A章康體場館收費，長者同學生有咩優惠？", "senior"),
        _q("2018年租用香港康體場館管理局體育館非繁忙時段每小時要幾錢？", "hall", date(2018, 12, 31)),
        _q("2020年取消香港康體場館的預訂，退款手續費係幾多？", "refund", date(2020, 12, 31)),
        _q("2019年香港康體場館健身室月票幾錢一張？", "pass", date(2019, 12, 31)),
        _q("2021年7月修訂前，學生用香港康體場館泳池有冇半價？", "senior", date(2021, 6, 30)),
        _q("2027年1月起，香港康體場館管理局體育館租場每小時收費幾多？", "hall", date(2027, 1, 1)),
        _q("新康體場館收費規例2027年實施後，遺失智能使用證補領要收費嗎？", "card", date(2027, 1, 1)),
    ),
)


DEV_FAMILIES_6A: tuple[RuleFamily, ...] = (
    _MARINA,
    _LOTTERY,
    _VET,
    _STR,
    _LAND,
    _HOSPITAL,
    _COMPLAINTS,
    _HK_FEES,
)
