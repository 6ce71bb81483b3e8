"""Development rule families, batch 5: ports, ombudsmen, parks, bar CLE, energy connections (English);
municipal notices, industry standards, provincial price notices, university scholarships, Taiwan county
ordinances (Chinese)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from tasks.sample_corpus.families import REFERENCE_DATE, RuleFamily, RuleQuestion, RuleVersion


def _version(slug: str, title: str, head: Sequence[str], body: Sequence[tuple[str | None, str]],
             tail: Sequence[str], in_force_from: date) -> RuleVersion:
    """A version whose paragraphs are header lines, numbered rules (keyed ones become facts), closing lines."""
    paragraphs = (*head, *(text for _, text in body), *tail)
    facts = {key: text for key, text in body if key}
    return RuleVersion(slug=slug, title=title, paragraphs=paragraphs, in_force_from=in_force_from, facts=facts)


def _q(query: str, fact: str, as_of: date) -> RuleQuestion:
    kind = "current" if as_of == REFERENCE_DATE else "historical" if as_of < REFERENCE_DATE else "future"
    return RuleQuestion(query=query, fact=fact, as_of=as_of, kind=kind)


NOW = REFERENCE_DATE

# ---------------------------------------------------------------------------------------------------------------
# EN 1 - port corporation: berthage and pilotage (Issue numbers, document history table in the newest issue)
# ---------------------------------------------------------------------------------------------------------------
_PORT_TITLE = "Schedule of Berthage and Pilotage Charges"
_PORT = RuleFamily(
    family="dev5-port-fairlie-charges",
    phrasing="dev5-en-1",
    language="en",
    folder="official/port-charges",
    author="Port Fairlie Ports Corporation",
    versions=(
        _version(
            "dev5-port-fairlie-charges-issue2", _PORT_TITLE,
            ("Port Fairlie Ports Corporation ABN 61 802 334 190",
             "Document PFPC-COM-004 | Issue 2 | Commercial Services",
             "Approved by the Chief Executive Officer on 17 June 2021. Charges apply to vessel calls commencing on "
             "or after 1 July 2021."),
            (("berthage", "1. Berthage. A vessel occupying a commercial wharf is charged $0.0915 per gross tonne for "
                          "each 24-hour period or part thereof, measured from first line ashore to last line "
                          "released."),
             ("pilotage", "2. Pilotage. Each pilotage act (inward, outward or shifting) costs $3,420 for a vessel of "
                          "up to 30,000 GT, plus $0.052 for every gross tonne above 30,000 GT."),
             ("cancellation", "3. Late cancellation. A confirmed pilot booking that is cancelled or deferred with "
                              "less than 2 hours' notice attracts a fee of $850."),
             ("layby", "4. Lay-by berths. A vessel directed to a lay-by berth for non-cargo purposes pays 50% of the "
                       "berthage rate, for no more than 10 days in any one call."),
             ("minimum", "5. Minimum charge. The minimum berthage payable for any call is $410.")),
            ("All charges are in Australian dollars and exclude GST. Port security and wharfage are charged under "
             "separate schedules.",),
            date(2021, 7, 1)),
        _version(
            "dev5-port-fairlie-charges-issue3", _PORT_TITLE,
            ("Port Fairlie Ports Corporation ABN 61 802 334 190",
             "Document PFPC-COM-004 | Issue 3 | Commercial Services",
             "Effective date: 1 July 2024. Issue 3 supersedes Issue 2 dated 17 June 2021.",
             "Reviewed by the Commercial Committee at its meeting of 22 April 2024."),
            (("berthage", "1. Berthage. Vessels alongside a commercial wharf pay $0.1040 per gross tonne per 24 hours "
                          "or part of 24 hours, from first line ashore until the last line is let go."),
             ("pilotage", "2. Pilotage. A pilotage act, whether inward, outward or a shift between berths, is "
                          "charged at $3,890 for vessels up to 30,000 GT and $0.058 per additional gross tonne."),
             ("cancellation", "3. Late cancellation. Where a pilot booking is cancelled or deferred less than 3 hours "
                              "before the confirmed boarding time, a fee of $1,150 is payable."),
             ("layby", "4. Lay-by berths. Non-cargo occupation of a lay-by berth, when directed by the Harbour "
                       "Master, is charged at 40% of berthage for up to 14 days per call."),
             ("minimum", "5. Minimum charge. A minimum berthage charge of $475 applies to each call.")),
            ("All charges are in Australian dollars and exclude GST.",),
            date(2024, 7, 1)),
        _version(
            "dev5-port-fairlie-charges-issue4", _PORT_TITLE,
            ("Port Fairlie Ports Corporation ABN 61 802 334 190",
             "Document PFPC-COM-004 | Issue 4 | Commercial Services",
             "Document history - Issue 1: 1 March 2016, first release. Issue 2: 1 July 2021, full review of charges. "
             "Issue 3: 1 July 2024, CPI adjustment and revised cancellation terms. Issue 4: 1 January 2027, this "
             "issue (Board approval 12 May 2026)."),
            (("berthage", "1. Berthage. $0.1125 per gross tonne is payable for each 24-hour period, or part of one, "
                          "that a vessel occupies a commercial wharf, counted from first line ashore to last line "
                          "released."),
             ("pilotage", "2. Pilotage. Inward, outward and shifting pilotage acts are each charged $4,150 for "
                          "vessels up to 40,000 GT, with $0.061 per gross tonne above 40,000 GT."),
             ("cancellation", "3. Late cancellation. Cancelling or deferring a confirmed pilot with under 4 hours' "
                              "notice incurs a fee of $1,300."),
             ("layby", "4. Lay-by berths. The lay-by rate of 40% of berthage is limited to 7 days per call; further "
                       "days are charged at the full berthage rate."),
             ("minimum", "5. Minimum charge. Each call is subject to a minimum berthage charge of $520.")),
            ("All charges are in Australian dollars and exclude GST.",),
            date(2027, 1, 1)),
    ),
    questions=(
        _q("What does Port Fairlie charge per gross tonne per day for a ship lying at a commercial wharf?",
           "berthage", NOW),
        _q("Port Fairlie Ports Corporation - how late can we cancel a pilot booking before a fee kicks in, and how "
           "much is it?", "cancellation", NOW),
        _q("smallest berthage bill possible for one call at Port Fairlie", "minimum", NOW),
        _q("How much was one pilotage movement for a 25,000 GT vessel at Port Fairlie in 2022?", "pilotage",
           date(2022, 12, 31)),
        _q("What discount did Port Fairlie give on lay-by berths in March 2023, and for how many days?", "layby",
           date(2023, 3, 15)),
        _q("Berthage rate per GT at Port Fairlie back in August 2021?", "berthage", date(2021, 8, 1)),
        _q("From January 2027, what will Port Fairlie charge for a pilotage act on a vessel under 40,000 GT?",
           "pilotage", date(2027, 1, 1)),
        _q("Under the PFPC-COM-004 schedule starting 1 January 2027, how long can a ship stay on a lay-by berth at "
           "the reduced rate?", "layby", date(2027, 1, 1)),
    ),
)

# ---------------------------------------------------------------------------------------------------------------
# EN 2 - financial ombudsman case fees (principal rules, Amendment No. 2 replacing some rules, new rules)
# ---------------------------------------------------------------------------------------------------------------
_OMB = RuleFamily(
    family="dev5-tfos-case-fees",
    phrasing="dev5-en-2",
    language="en",
    folder="official/ombudsman-fees",
    author="Tasman Financial Ombudsman Service",
    versions=(
        _version(
            "dev5-tfos-case-fee-rules-2020", "TFOS Case Fee Rules 2020",
            ("Tasman Financial Ombudsman Service (TFOS) - Wellington, New Zealand",
             "Made by the Board under clause 14 of the Scheme Terms of Reference.",
             "1. Commencement. These Rules commence on 1 July 2020.",
             "2. Application. These Rules apply to every financial service provider that is a member of the scheme."),
            (("free_cases", "3. Free cases. Each member's first 3 chargeable complaints in a financial year attract "
                            "no case fee."),
             ("case_fee", "4. Standard case fee. A case fee of NZ$650 is payable for every further complaint that "
                          "proceeds to investigation."),
             ("determination", "5. Determination supplement. If a complaint is referred to an ombudsman for a final "
                               "determination, a supplement of NZ$1,200 is payable in addition to the case fee."),
             ("payment", "6. Invoicing and payment. Case fees are invoiced quarterly in arrears and are due within "
                         "30 days of the invoice date."),
             ("waiver", "7. Waiver. The Chief Ombudsman may waive the case fee for a complaint found to be outside "
                        "jurisdiction within 20 business days of receipt.")),
            (),
            date(2020, 7, 1)),
        _version(
            "dev5-tfos-case-fee-rules-amendment-2", "TFOS Case Fee Rules 2020 (Amendment No. 2) 2023",
            ("Tasman Financial Ombudsman Service (TFOS) - Wellington, New Zealand",
             "Made by the Board on 28 February 2023. This amendment comes into force on 1 April 2023.",
             "1. This instrument amends the TFOS Case Fee Rules 2020, as amended by Amendment No. 1 (which changed "
             "only the definition of 'financial year')."),
            (("case_fee", "2. Rule 4 is replaced by: '4. Standard case fee. For each further complaint that reaches "
                          "investigation the member pays a case fee of NZ$720.'"),
             ("determination", "3. Rule 5 is replaced by: '5. Determination supplement. A complaint referred for "
                               "final determination by an ombudsman attracts an additional NZ$1,350.'"),
             ("payment", "4. Rule 6 is replaced by: '6. Invoicing and payment. Case fees are invoiced monthly and "
                         "must be paid within 20 working days after the invoice is issued.'")),
            ("5. All other rules continue to apply without change.",),
            date(2023, 4, 1)),
        _version(
            "dev5-tfos-case-fee-rules-2026", "TFOS Case Fee Rules 2026",
            ("Tasman Financial Ombudsman Service (TFOS) - Wellington, New Zealand",
             "Made by the Board on 14 April 2026 following consultation with members (closed 6 March 2026).",
             "1. Commencement. These Rules come into force on 1 July 2026.",
             "2. Revocation. The TFOS Case Fee Rules 2020 and all amendments to them are revoked."),
            (("free_cases", "3. Free cases. No case fee is charged for a member's first 5 chargeable complaints in "
                            "each financial year."),
             ("case_fee", "4. Standard case fee. NZ$780 is charged for each additional complaint that moves to "
                          "investigation."),
             ("determination", "5. Determination supplement. Referral of a complaint for a final ombudsman "
                               "determination adds NZ$1,450 to the case fee."),
             ("payment", "6. Invoicing and payment. Invoices are issued monthly and fall due 15 working days after "
                         "issue; overdue amounts may be reported to the member's licensing body."),
             ("waiver", "7. Waiver. Where a complaint is closed as outside jurisdiction within 30 business days of "
                        "receipt, no case fee is charged.")),
            (),
            date(2026, 7, 1)),
    ),
    questions=(
        _q("How much is the TFOS case fee per investigated complaint at the moment?", "case_fee", NOW),
        _q("Tasman Financial Ombudsman - what extra does a member firm pay when a complaint goes to a final "
           "determination?", "determination", NOW),
        _q("When do Tasman ombudsman case fee invoices have to be paid, and how often are they sent?", "payment",
           NOW),
        _q("In 2021, how many complaints a year could a member firm have before paying Tasman Financial "
           "Ombudsman case fees?", "free_cases", date(2021, 12, 31)),
        _q("What was the TFOS standard case fee during 2022?", "case_fee", date(2022, 12, 31)),
        _q("Before the April 2023 amendment, how long did TFOS members have to pay case fee invoices?", "payment",
           date(2023, 3, 31)),
        _q("Could the Tasman Financial Ombudsman Service waive a case fee for an out-of-jurisdiction complaint in "
           "September 2020?", "waiver", date(2020, 9, 1)),
        _q("Under the TFOS fee rules that start in July 2026, how many complaints each year are free?",
           "free_cases", date(2026, 7, 1)),
        _q("From 1 July 2026, what will the Tasman ombudsman charge on top when a case needs a final determination?",
           "determination", date(2026, 7, 1)),
    ),
)

# ---------------------------------------------------------------------------------------------------------------
# EN 3 - national parks camping permits (first notice has only a date of making; revocations by date of making)
# ---------------------------------------------------------------------------------------------------------------
_PARKS_TITLE = "Camping Permits and Fees Notice"
_PARKS = RuleFamily(
    family="dev5-drakensveld-camping",
    phrasing="dev5-en-3",
    language="en",
    folder="official/park-permits",
    author="Drakensveld National Parks Board",
    versions=(
        _version(
            "dev5-drakensveld-camping-2018", _PARKS_TITLE,
            ("Drakensveld National Parks Board",
             "Notice made by the Board under section 22 of the National Parks Act on 3 May 2018.",
             "This notice sets the permits and fees for overnight camping in all parks managed by the Board."),
            (("site_fee", "1. A permit for a standard campsite costs R180 per site per night and covers up to four "
                          "persons."),
             ("extra_person", "2. Each adult beyond four pays R45 per night; children under 12 camp free of "
                              "charge."),
             ("max_stay", "3. A permit may not be issued for more than 14 consecutive nights at the same camp."),
             ("cancellation", "4. Permits cancelled at least 7 days before arrival are refunded in full less an "
                              "administration fee of R50; no refund is given for later cancellations."),
             ("wilderness", "5. Wilderness (backcountry) camping requires a separate permit at R95 per person per "
                            "night, and groups may not exceed 8 persons.")),
            ("Conservation levies are payable in addition to the fees in this notice.",),
            date(2018, 5, 3)),
        _version(
            "dev5-drakensveld-camping-2022", _PARKS_TITLE,
            ("Drakensveld National Parks Board",
             "Made by the Board on 19 August 2022 under section 22 of the National Parks Act.",
             "Commencement: this notice takes effect on 1 October 2022.",
             "The camping fees notice made by the Board on 3 May 2018 is revoked."),
            (("site_fee", "1. The fee for a standard campsite is R240 per night for up to four people sharing the "
                          "site."),
             ("extra_person", "2. Additional adults (fifth person onwards) are charged R60 per night; children under "
                              "6 stay free."),
             ("max_stay", "3. Campers may stay at one camp for no more than 21 nights in a row."),
             ("cancellation", "4. A full refund, minus a R75 administration fee, is available where the permit is "
                              "cancelled 10 or more days ahead of arrival; otherwise nothing is refunded."),
             ("wilderness", "5. Backcountry camping is by wilderness permit only, at R130 per person per night, "
                            "with a maximum party of 6.")),
            ("Conservation levies are payable in addition. Booking conditions in the Board's Reservations Policy "
             "(2021) also apply.",),
            date(2022, 10, 1)),
        _version(
            "dev5-drakensveld-camping-2025", _PARKS_TITLE,
            ("Drakensveld National Parks Board",
             "Made by the Board on 10 February 2025; in force from 1 April 2025.",
             "The notice made on 19 August 2022 ceases to have effect when this notice comes into force."),
            (("site_fee", "1. Standard campsites: R275 per site per night, for a maximum of four campers."),
             ("extra_person", "2. Each extra adult pays R70 per night. No fee is charged for children younger "
                              "than 6."),
             ("max_stay", "3. Maximum stay at one camp: 14 consecutive nights during the December-January peak, "
                          "21 consecutive nights at other times."),
             ("cancellation", "4. Cancellations made 10 days or more before arrival are refunded less a R100 "
                              "administration fee; later cancellations are not refundable."),
             ("wilderness", "5. Wilderness permits cost R150 per person per night; a party may have at most 6 "
                            "members.")),
            ("Conservation levies are payable in addition.",),
            date(2025, 4, 1)),
    ),
    questions=(
        _q("How much is a night on a standard campsite in Drakensveld national parks?", "site_fee", NOW),
        _q("Drakensveld parks camping: what do extra adults and kids pay per night?", "extra_person", NOW),
        _q("Price and group limit for a backcountry camping permit from the Drakensveld National Parks Board",
           "wilderness", NOW),
        _q("What did a standard campsite cost per night in Drakensveld parks in 2019?", "site_fee",
           date(2019, 12, 31)),
        _q("In June 2021, what refund did Drakensveld National Parks give if you cancelled a camping permit?",
           "cancellation", date(2021, 6, 30)),
        _q("Longest stay allowed at one Drakensveld camp in 2023?", "max_stay", date(2023, 12, 31)),
        _q("How big could a wilderness camping group be in Drakensveld parks in 2024?", "wilderness",
           date(2024, 12, 31)),
    ),
)

# ---------------------------------------------------------------------------------------------------------------
# EN 4 - state bar MCLE rule (editions; older one named only by edition number)
# ---------------------------------------------------------------------------------------------------------------
_BAR_TITLE = "Rule 9.1 - Minimum Continuing Legal Education"
_BAR = RuleFamily(
    family="dev5-wyandotte-mcle",
    phrasing="dev5-en-4",
    language="en",
    folder="official/bar-cle",
    author="State Bar of Wyandotte",
    versions=(
        _version(
            "dev5-wyandotte-mcle-ed3", _BAR_TITLE,
            ("State Bar of Wyandotte - Board of Continuing Legal Education",
             "Edition 3. Adopted by the Board of Governors on September 22, 2017."),
            (("hours", "(a) Every active member shall complete 36 hours of approved CLE during each three-year "
                       "compliance period."),
             ("ethics", "(b) At least 4 of those hours shall be in legal ethics and at least 1 in substance abuse or "
                        "mental health awareness."),
             ("self_study", "(c) No more than 12 hours in a compliance period may be earned through self-study, "
                            "including recorded and on-demand programs."),
             ("carryover", "(d) A member may carry forward up to 6 excess hours into the next compliance period."),
             ("late_fee", "(e) A member who reports after the February 1 deadline pays a late fee of $75; a member "
                          "who has not reported by April 1 pays $200 and is referred for administrative "
                          "suspension.")),
            ("Questions regarding this rule may be directed to the MCLE Department.",),
            date(2017, 9, 22)),
        _version(
            "dev5-wyandotte-mcle-ed4", _BAR_TITLE,
            ("State Bar of Wyandotte - Board of Continuing Legal Education",
             "Edition 4. Adopted November 13, 2020. Effective January 1, 2021.",
             "This edition supersedes Edition 3."),
            (("hours", "(a) Active members must earn 45 approved CLE hours in every three-year compliance period."),
             ("ethics", "(b) The 45 hours must include at least 6 hours of legal ethics, 2 hours of competence "
                        "issues (mental health and substance use) and 1 hour on the elimination of bias."),
             ("self_study", "(c) Self-study credit is capped at 22.5 hours per compliance period."),
             ("carryover", "(d) Hours completed in excess of the requirement may not be carried forward."),
             ("late_fee", "(e) Late reporting after February 1 carries a $100 fee, rising to $250 with referral "
                          "for suspension if compliance is still not reported by April 1.")),
            ("Questions regarding this rule may be directed to the MCLE Department.",),
            date(2021, 1, 1)),
        _version(
            "dev5-wyandotte-mcle-ed5", _BAR_TITLE,
            ("State Bar of Wyandotte - Board of Continuing Legal Education",
             "Edition 5. Adopted by the Board of Governors March 6, 2026, after a public comment period that closed "
             "December 15, 2025. Effective January 1, 2027; supersedes Edition 4 (2021)."),
            (("hours", "(a) Each active member shall complete 15 hours of approved CLE in every annual reporting "
                       "period, which runs from January 1 to December 31."),
             ("ethics", "(b) Each year's 15 hours must include 3 hours of ethics, of which at least 1 hour addresses "
                        "technology competence."),
             ("self_study", "(c) Self-study may be used for all required hours except ethics, which must be earned "
                            "in live or live-webcast programs."),
             ("carryover", "(d) Up to 5 hours completed above the annual requirement may be applied to the "
                           "following year."),
             ("late_fee", "(e) Compliance reported after February 1 incurs a $150 late fee; after April 1 the fee is "
                          "$300 and the member is referred for suspension.")),
            ("Questions regarding this rule may be directed to the MCLE Department.",),
            date(2027, 1, 1)),
    ),
    questions=(
        _q("How many CLE hours do Wyandotte lawyers need to complete?", "hours", NOW),
        _q("State Bar of Wyandotte MCLE: how many ethics hours and other special subjects are required?", "ethics",
           NOW),
        _q("What is the penalty for reporting MCLE compliance late to the Wyandotte bar?", "late_fee", NOW),
        _q("Could a Wyandotte attorney roll surplus CLE credits into the next period in 2019?", "carryover",
           date(2019, 12, 31)),
        _q("Wyandotte Rule 9.1 limit on on-demand / self-study CLE hours in 2018", "self_study",
           date(2018, 12, 31)),
        _q("In mid-2020, what did the State Bar of Wyandotte require in ethics CLE?", "ethics", date(2020, 6, 30)),
        _q("Starting in 2027, how many CLE hours per year will Wyandotte bar members need?", "hours",
           date(2027, 1, 1)),
        _q("From January 2027 can Wyandotte lawyers do all their CLE as self-study?", "self_study",
           date(2027, 1, 1)),
    ),
)

# ---------------------------------------------------------------------------------------------------------------
# EN 5 - energy regulator standard connection charges (published-only first decision, decision numbers)
# ---------------------------------------------------------------------------------------------------------------
_CONN_TITLE = "Standard Connection Charges for the Electricity Distribution Network"
_CONN = RuleFamily(
    family="dev5-carrick-connection-charges",
    phrasing="dev5-en-5",
    language="en",
    folder="official/energy-connections",
    author="Carrick Islands Utility Regulation Authority",
    versions=(
        _version(
            "dev5-carrick-connection-charges-d1904", _CONN_TITLE,
            ("Carrick Islands Utility Regulation Authority (CIURA)",
             "Decision D/19/04 - published 6 September 2019",
             "Under Part 3 of the Electricity (Carrick Islands) Law, the Authority determines the following standard "
             "charges payable to the licensed distribution network operator."),
            (("single_phase", "1. Standard single-phase domestic connection (up to 100 A, service cable up to 20 m "
                              "from the network): GBP 1,450."),
             ("extra_cable", "2. Each additional metre of service cable beyond the standard length: GBP 62."),
             ("three_phase", "3. Standard three-phase connection up to 70 kVA: GBP 3,980."),
             ("quotation", "4. A quotation for a standard connection remains open for acceptance for 90 days."),
             ("temporary", "5. Temporary builder's supply, including later removal: GBP 540.")),
            ("Non-standard connections are priced individually under the operator's Connection Charging "
             "Methodology.",),
            date(2019, 9, 6)),
        _version(
            "dev5-carrick-connection-charges-d2311", _CONN_TITLE,
            ("Carrick Islands Utility Regulation Authority (CIURA)",
             "Decision D/23/11 - published 30 June 2023 - effective 1 October 2023",
             "This decision replaces the standard connection charges set out in Decision D/19/04."),
            (("single_phase", "1. Single-phase domestic connection, up to 100 A, with up to 20 m of service cable: "
                              "GBP 1,690."),
             ("extra_cable", "2. Service cable exceeding the standard 20 m: GBP 71 for each additional metre."),
             ("three_phase", "3. Three-phase standard connection (capacity up to 70 kVA): GBP 4,520."),
             ("quotation", "4. Quotations are valid for 60 days from the date of issue."),
             ("temporary", "5. Temporary builder's supply (connection and removal): GBP 610.")),
            ("Non-standard connections are priced individually.",),
            date(2023, 10, 1)),
        _version(
            "dev5-carrick-connection-charges-d2502", _CONN_TITLE,
            ("Carrick Islands Utility Regulation Authority (CIURA)",
             "Decision D/25/02. Statutory consultation closed 14 January 2025. These charges apply to applications "
             "received on or after 1 April 2025 and replace the previous standard charges."),
            (("single_phase", "1. Domestic single-phase connection up to 100 A, including up to 25 m of service "
                              "cable: GBP 1,820."),
             ("extra_cable", "2. Additional service cable beyond 25 m: GBP 78 per metre."),
             ("three_phase", "3. Standard three-phase connection, now covering capacities up to 100 kVA: GBP 4,950."),
             ("quotation", "4. A quotation is valid for 60 days and is accepted only on payment of a 50% deposit."),
             ("temporary", "5. Temporary builder's supply, connection and removal: GBP 655.")),
            ("Non-standard connections are priced individually.",),
            date(2025, 4, 1)),
    ),
    questions=(
        _q("What is the standard fee for a new single-phase house connection in the Carrick Islands?",
           "single_phase", NOW),
        _q("CIURA three-phase standard connection charge - how much and up to what capacity?", "three_phase", NOW),
        _q("How long is a Carrick Islands network connection quote valid?", "quotation", NOW),
        _q("How much did a domestic single-phase electricity connection cost in the Carrick Islands in 2020?",
           "single_phase", date(2020, 12, 31)),
        _q("In July 2023, what was the per-metre charge for extra service cable on a Carrick Islands connection?",
           "extra_cable", date(2023, 7, 15)),
        _q("Carrick Islands temporary builder's supply charge in 2024", "temporary", date(2024, 12, 31)),
        _q("As at 1 January 2022, what did CIURA set for a standard three-phase connection?", "three_phase",
           date(2022, 1, 1)),
    ),
)

# ---------------------------------------------------------------------------------------------------------------
# ZH 1 - 市政府办公厅 通知, 文号链
# ---------------------------------------------------------------------------------------------------------------
_DIBAO_TITLE = "临澜市人民政府办公厅关于调整城乡最低生活保障标准的通知"
_DIBAO = RuleFamily(
    family="dev5-linlan-dibao",
    phrasing="dev5-zh-1",
    language="zh",
    folder="official/municipal-notices-zh",
    author="临澜市人民政府办公厅",
    versions=(
        _version(
            "dev5-linlan-dibao-2019", _DIBAO_TITLE,
            ("临澜政办发〔2019〕12号",
             "各县（市、区）人民政府，市政府各部门：",
             "经市政府同意，现就调整我市城乡最低生活保障标准有关事项通知如下："),
            (("urban", "一、城市居民最低生活保障标准由每人每月620元提高到每人每月680元。"),
             ("rural", "二、农村居民最低生活保障标准由每人每年5400元提高到每人每年6000元（折合每人每月500元）。"),
             ("tekun", "三、特困人员基本生活标准按不低于当地城市低保标准的1.3倍确定。"),
             ("funding", "四、提标所需资金由市、县两级财政按6:4比例分担，各县（市、区）应于2019年4月底前完成提标发放工作。")),
            ("本通知自印发之日起执行。",
             "临澜市人民政府办公厅",
             "2019年3月20日"),
            date(2019, 3, 20)),
        _version(
            "dev5-linlan-dibao-2023", _DIBAO_TITLE,
            ("临澜政办发〔2023〕5号",
             "各县（市、区）人民政府，市政府各部门：",
             "为进一步保障困难群众基本生活，经市政府研究同意，现将有关事项通知如下："),
            (("urban", "一、城市低保标准由每人每月680元调整为每人每月820元。"),
             ("rural", "二、农村低保标准由每人每年6000元调整为每人每年7800元（每人每月650元）。"),
             ("tekun", "三、特困人员基本生活标准不低于城市低保标准的1.3倍；全自理特困人员照料护理标准不低于每人每月200元。"),
             ("funding", "四、所需资金由市、县两级财政按5:5比例分担，省级补助资金统筹使用。")),
            ("本通知自2023年7月1日起执行。《临澜市人民政府办公厅关于调整城乡最低生活保障标准的通知》（临澜政办发〔2019〕12号）同时废止。",
             "临澜市人民政府办公厅",
             "2023年6月12日"),
            date(2023, 7, 1)),
        _version(
            "dev5-linlan-dibao-2026", _DIBAO_TITLE,
            ("临澜政办发〔2026〕9号",
             "各县（市、区）人民政府，市政府各部门：",
             "根据《临澜市社会救助实施办法》和2025年度城乡居民人均消费支出统计数据，经市政府第48次常务会议研究，现通知如下："),
            (("urban", "一、城市低保标准提高至每人每月900元。"),
             ("rural", "二、农村低保标准提高至每人每月720元（每人每年8640元）。"),
             ("tekun", "三、特困人员基本生活标准按城市低保标准的1.4倍确定，照料护理标准另行公布。"),
             ("funding", "四、市级财政对县（市、区）实行分档补助，一类地区补助60%，二类地区补助40%，其余由县级财政承担。")),
            ("本通知自2026年7月1日起执行，临澜政办发〔2023〕5号文件同时停止执行。",
             "临澜市人民政府办公厅",
             "2026年4月28日"),
            date(2026, 7, 1)),
    ),
    questions=(
        _q("临澜市现在城市低保每人每月多少钱？", "urban", NOW),
        _q("临澜农村低保标准目前一年是多少", "rural", NOW),
        _q("临澜市特困供养人员基本生活标准怎么确定的？", "tekun", NOW),
        _q("2020年临澜市城市居民最低生活保障标准是多少？", "urban", date(2020, 12, 31)),
        _q("2022年临澜市农村低保一个人一年能领多少？", "rural", date(2022, 12, 31)),
        _q("2023年5月时，临澜市低保提标资金市里和县里怎么分摊？", "funding", date(2023, 5, 31)),
        _q("2026年7月起临澜市城市低保每人每月提到多少？", "urban", date(2026, 7, 1)),
        _q("临澜政办发〔2026〕9号执行后，特困人员生活标准是城市低保的几倍？", "tekun", date(2026, 7, 1)),
    ),
)

# ---------------------------------------------------------------------------------------------------------------
# ZH 2 - 行业标准 (XX/T nnnn—YYYY 代替 ...; 发布/实施 dates)
# ---------------------------------------------------------------------------------------------------------------
_LIUYANG_TITLE = "餐饮服务 食品留样操作规范"
_LIUYANG = RuleFamily(
    family="dev5-sbt-11083-liuyang",
    phrasing="dev5-zh-2",
    language="zh",
    folder="official/standards-zh",
    author="中华人民共和国商务部",
    versions=(
        _version(
            "dev5-sbt-11083-2008", _LIUYANG_TITLE,
            ("中华人民共和国国内贸易行业标准",
             "SB/T 11083—2008",
             "2008-03-12发布　2008-09-01实施　中华人民共和国商务部　发布"),
            (("container", "5.1 留样应使用专用的、经清洗消毒的密闭容器，容器外标明留样日期、餐次和品名。"),
             ("quantity", "5.2 每个品种留样量应不少于100 g；供应量不足100 g的，按实际供应量全部留样。"),
             ("duration", "5.3 留样食品应在冷藏条件下存放48 h以上。"),
             ("temperature", "5.4 留样冷藏设备温度应控制在0 ℃～8 ℃。"),
             ("record", "6.1 留样应填写留样记录，内容包括品名、数量、留样时间、留样人等，记录保存期不少于1年。")),
            (),
            date(2008, 9, 1)),
        _version(
            "dev5-sbt-11083-2015", _LIUYANG_TITLE,
            ("中华人民共和国国内贸易行业标准",
             "SB/T 11083—2015　代替SB/T 11083—2008",
             "2015-04-22发布　2015-10-01实施　中华人民共和国商务部　发布",
             "前言：本标准按照GB/T 1.1—2009给出的规则起草。本标准代替SB/T 11083—2008，与SB/T 11083—2008相比，主要修改了留样量、留样时间和冷藏温度要求。"),
            (("container", "5.1 留样容器应为专用密闭容器，使用前清洗消毒，每餐次每品种单独存放，不得混放。"),
             ("quantity", "5.2 每个品种留样量不少于125 g。"),
             ("duration", "5.3 留样食品冷藏存放时间不少于72 h。"),
             ("temperature", "5.4 留样专用冷藏设备温度应保持在0 ℃～4 ℃。"),
             ("record", "6.1 留样记录应包括品名、数量、留样时间、留样人和审核人，保存期不少于2年。")),
            (),
            date(2015, 10, 1)),
        _version(
            "dev5-sbt-11083-2024", _LIUYANG_TITLE,
            ("中华人民共和国国内贸易行业标准",
             "SB/T 11083—2024　代替SB/T 11083—2015",
             "2024-06-18发布　2025-01-01实施　中华人民共和国商务部　发布",
             "本文件按照GB/T 1.1—2020的规定起草。本文件自实施之日起代替SB/T 11083—2015。"),
            (("container", "5.1 宜使用一次性无菌留样盒；使用可重复容器的，应经清洗消毒并专用，标签应可追溯至供餐批次。"),
             ("quantity", "5.2 每个品种留样量应不少于150 g，集体用餐配送单位按配送批次分别留样。"),
             ("duration", "5.3 留样食品冷藏存放不少于72 h；重大活动餐饮服务保障留样不少于7 d。"),
             ("temperature", "5.4 留样冷藏温度0 ℃～4 ℃，设备应配备温度自动记录装置，温度记录保存不少于6个月。"),
             ("record", "6.1 留样记录可采用纸质或电子形式，保存期不少于2年，电子记录应防篡改并可导出。")),
            (),
            date(2025, 1, 1)),
    ),
    questions=(
        _q("SB/T 11083 餐饮食品留样现在每个菜至少要留多少克？", "quantity", NOW),
        _q("餐饮服务食品留样操作规范规定留样要冷藏保存多长时间？", "duration", NOW),
        _q("食品留样记录按行业标准要保存几年，可以用电子记录吗？", "record", NOW),
        _q("2012年时SB/T 11083对留样冷藏温度是怎么规定的？", "temperature", date(2012, 12, 31)),
        _q("2016年执行的餐饮食品留样行业标准要求留样保存多少小时？", "duration", date(2016, 12, 31)),
        _q("2020年按商务部留样操作规范，留样容器有什么要求？", "container", date(2020, 12, 31)),
        _q("2024年按SB/T 11083每个品种至少留样多少克？", "quantity", date(2024, 12, 31)),
    ),
)

# ---------------------------------------------------------------------------------------------------------------
# ZH 3 - 省发展改革委 价格通知 (自…起执行, 原…同时废止)
# ---------------------------------------------------------------------------------------------------------------
_GAS_TITLE = "东岭省发展和改革委员会关于调整全省城镇管道天然气配气价格的通知"
_GAS = RuleFamily(
    family="dev5-dongling-gas-distribution-price",
    phrasing="dev5-zh-3",
    language="zh",
    folder="official/price-notices-zh",
    author="东岭省发展和改革委员会",
    versions=(
        _version(
            "dev5-dongling-gas-2020", _GAS_TITLE,
            ("东发改价格〔2020〕356号",
             "各设区市发展改革委，省天然气有限公司：",
             "根据国家关于加强配气价格监管的有关规定，结合我省配气成本监审结果，现就调整城镇管道天然气配气价格有关事项通知如下："),
            (("resident", "一、省会城市居民用气配气价格为每立方米0.72元，其他设区市为每立方米0.68元。"),
             ("nonresident", "二、非居民用气配气价格实行上限管理，最高不超过每立方米0.55元，具体价格由各设区市在上限内确定。"),
             ("tier", "三、居民阶梯气价第一档年用气量为0～350立方米（含），第二档为350～500立方米（含），500立方米以上为第三档；第二档、第三档价格分别按第一档的1.2倍和1.5倍执行。"),
             ("linkage", "四、上游门站价格调整时，各地可按规定启动上下游价格联动，联动周期原则上不少于1年。")),
            ("本通知自2020年7月1日起执行。",
             "东岭省发展和改革委员会",
             "2020年5月15日"),
            date(2020, 7, 1)),
        _version(
            "dev5-dongling-gas-2024", _GAS_TITLE,
            ("东发改价格〔2023〕812号",
             "各设区市发展改革委，省天然气有限公司："),
            (("resident", "一、居民用气配气价格调整为：省会城市每立方米0.78元，其他设区市每立方米0.74元。"),
             ("nonresident", "二、非居民用气配气价格上限下调至每立方米0.50元。"),
             ("tier", "三、居民阶梯气价第一档年用气量调整为0～400立方米（含），第二档为400～600立方米（含），600立方米以上为第三档，各档价格比价保持1:1.2:1.5不变。"),
             ("linkage", "四、上下游价格联动周期原则上不少于6个月，气源采购成本变化超过5%的应及时启动联动。")),
            ("本通知自2024年1月1日起执行。原《东岭省发展和改革委员会关于调整全省城镇管道天然气配气价格的通知》（东发改价格〔2020〕356号）同时废止。",
             "东岭省发展和改革委员会",
             "2023年11月20日"),
            date(2024, 1, 1)),
        _version(
            "dev5-dongling-gas-2026", _GAS_TITLE,
            ("东发改价格〔2026〕205号",
             "各设区市发展改革委，省天然气有限公司：",
             "我委于2026年4月16日召开居民用气价格听证会，在充分听取各方意见基础上，经研究，现将有关事项通知如下："),
            (("resident", "一、省会城市居民用气配气价格每立方米0.81元，其他设区市每立方米0.76元。"),
             ("nonresident", "二、非居民用气配气价格最高不超过每立方米0.48元。"),
             ("tier", "三、居民阶梯气价各档气量不变，第二档、第三档价格分别按第一档的1.1倍和1.4倍执行。"),
             ("linkage", "四、建立上下游价格联动机制，原则上每季度评估一次，门站价格变动幅度超过3%时启动联动。")),
            ("本通知自2026年9月1日起执行，东发改价格〔2023〕812号文件同时废止。",
             "东岭省发展和改革委员会",
             "2026年5月8日"),
            date(2026, 9, 1)),
    ),
    questions=(
        _q("东岭省会居民管道天然气配气价格现在每方多少钱？", "resident", NOW),
        _q("东岭省非居民用气配气价格上限是多少", "nonresident", NOW),
        _q("东岭省居民阶梯气价第一档是多少立方米以内？", "tier", NOW),
        _q("2021年东岭省省会城市居民用气的配气价格是多少？", "resident", date(2021, 12, 31)),
        _q("2023年东岭省非居民天然气配气价最高不能超过多少？", "nonresident", date(2023, 12, 31)),
        _q("2022年东岭省天然气上下游价格联动周期是多长？", "linkage", date(2022, 12, 31)),
        _q("2026年9月起东岭省居民阶梯气价二档三档怎么算？", "tier", date(2026, 9, 1)),
        _q("东岭省配气价格新通知9月1日执行后，省会居民每立方米配气价是多少？", "resident", date(2026, 9, 1)),
    ),
)

# ---------------------------------------------------------------------------------------------------------------
# ZH 4 - 高校研究生学业奖学金评定办法（修订）
# ---------------------------------------------------------------------------------------------------------------
_SCH_TITLE = "南屿大学研究生学业奖学金评定办法"
_SCHOLAR = RuleFamily(
    family="dev5-nanyu-grad-scholarship",
    phrasing="dev5-zh-4",
    language="zh",
    folder="official/university-rules-zh",
    author="南屿大学",
    versions=(
        _version(
            "dev5-nanyu-scholarship-2017", _SCH_TITLE,
            ("校研〔2017〕21号",
             "（2017年6月28日校长办公会审议通过，2017年7月5日印发）"),
            (("master_amount", "第五条 硕士研究生学业奖学金分为三等：一等每生每年8000元，二等每生每年6000元，三等每生每年4000元。"),
             ("ratio", "第六条 硕士研究生一、二、三等学业奖学金评定比例分别为参评人数的20%、40%、30%。"),
             ("phd_amount", "第七条 博士研究生学业奖学金分为两等：一等每生每年12000元，二等每生每年10000元，覆盖面为100%。"),
             ("eligibility", "第八条 申请者上一学年课程平均学分绩点不低于2.5，且无不及格课程。"),
             ("schedule", "第十二条 学业奖学金每学年评定一次，于每年10月底前完成评审，评审结果公示期不少于5个工作日。")),
            ("第二十一条 本办法自发布之日起施行，由研究生院负责解释。",),
            date(2017, 7, 5)),
        _version(
            "dev5-nanyu-scholarship-2021", _SCH_TITLE + "（2021年修订）",
            ("校研〔2021〕9号",
             "（2021年6月3日校长办公会审议通过）"),
            (("master_amount", "第五条 硕士研究生学业奖学金标准为：一等10000元/年，二等8000元/年，三等5000元/年。"),
             ("ratio", "第六条 硕士研究生学业奖学金一、二、三等获奖比例分别为20%、40%、40%。"),
             ("phd_amount", "第七条 博士研究生学业奖学金一等15000元/年，二等12000元/年，全体在读全日制博士生均可参评。"),
             ("eligibility", "第八条 申请者上一学年所修课程平均学分绩点须达到2.8以上，且无不及格记录。"),
             ("schedule", "第十二条 评审工作于每年9月底前完成，结果在学院和研究生院网站同时公示，公示期不少于5个工作日。")),
            ("第二十二条 本办法自2021年9月1日起施行。原《南屿大学研究生学业奖学金评定办法》（校研〔2017〕21号）同时废止。",),
            date(2021, 9, 1)),
        _version(
            "dev5-nanyu-scholarship-2025", _SCH_TITLE + "（2025年修订）",
            ("校研〔2025〕14号",
             "（2025年5月20日校长办公会审议通过；2025年7月1日印发）"),
            (("master_amount", "第五条 硕士研究生学业奖学金设一等12000元、二等9000元、三等6000元，按学年发放。"),
             ("ratio", "第六条 硕士研究生一等、二等、三等学业奖学金名额分别占参评人数的15%、35%、50%。"),
             ("phd_amount", "第七条 博士研究生一等学业奖学金每年20000元，二等每年15000元。"),
             ("eligibility", "第八条 参评者上一学年课程平均学分绩点不低于3.0，无不及格课程，且无学术不端行为记录。"),
             ("schedule", "第十二条 评审在每学年秋季学期开学后一个月内完成，公示期不少于7个工作日。")),
            ("第二十二条 本办法自2025年9月1日起施行，2021年修订的办法同时废止。",),
            date(2025, 9, 1)),
    ),
    questions=(
        _q("南屿大学硕士一等学业奖学金一年多少钱？", "master_amount", NOW),
        _q("南屿大学研究生学业奖学金申请对绩点有什么要求", "eligibility", NOW),
        _q("南屿大学博士生学业奖学金各等级金额", "phd_amount", NOW),
        _q("2019年南屿大学硕士学业奖学金一二三等各占多大比例？", "ratio", date(2019, 12, 31)),
        _q("2022年南屿大学硕士二等学业奖学金是多少钱？", "master_amount", date(2022, 12, 31)),
        _q("2021年上半年南屿大学评研究生学业奖学金需要多少绩点？", "eligibility", date(2021, 6, 30)),
        _q("2023年南屿大学学业奖学金什么时候评完，公示几天？", "schedule", date(2023, 12, 31)),
    ),
)

# ---------------------------------------------------------------------------------------------------------------
# ZH 5 - 台湾 縣政府 自治條例 修正 (民國紀年, 法規沿革)
# ---------------------------------------------------------------------------------------------------------------
_PARK_TITLE = "海澄縣公有路外停車場收費自治條例"
_PARKING = RuleFamily(
    family="dev5-haicheng-parking-ordinance",
    phrasing="dev5-zh-5",
    language="zh",
    folder="official/local-ordinances-zh",
    author="海澄縣政府",
    versions=(
        _version(
            "dev5-haicheng-parking-107", _PARK_TITLE,
            ("中華民國一百零七年五月十日海澄縣政府府法規字第一○七○○九八七六五號令制定公布全文十二條",
             "第一條 海澄縣政府（以下簡稱本府）為管理本縣公有路外停車場之收費，特制定本自治條例。"),
            (("rate", "第四條 小型車停車費每小時新臺幣二十元，未滿一小時以一小時計；超過一小時者，每半小時收費新臺幣十元。"),
             ("monthly", "第五條 小型車月票每月新臺幣一千二百元；機車月票每月新臺幣三百元。"),
             ("disability", "第七條 領有身心障礙證明者所使用之車輛，停車前四小時免費，超過部分按半價收費。"),
             ("arrears", "第九條 欠繳停車費經催繳逾期未繳者，除追繳停車費外，並加收工本費新臺幣三百元。")),
            ("第十二條 本自治條例自公布日施行。",),
            date(2018, 5, 10)),
        _version(
            "dev5-haicheng-parking-110", _PARK_TITLE,
            ("1. 中華民國一百零七年五月十日海澄縣政府府法規字第一○七○○九八七六五號令制定公布全文十二條",
             "2. 中華民國一百十年三月一日海澄縣政府府法規字第一一○○○四五六七八號令修正公布第四條、第五條、第九條條文"),
            (("rate", "第四條 小型車停車費每小時新臺幣三十元，未滿一小時以一小時計；逾一小時後，每半小時新臺幣十五元。"),
             ("monthly", "第五條 小型車月票每月新臺幣一千五百元，機車月票每月新臺幣三百五十元。"),
             (None, "第七條 領有身心障礙證明者所使用之車輛，停車前四小時免費，超過部分按半價收費。"),
             ("arrears", "第九條 欠繳停車費經催繳逾期未繳者，除追繳停車費外，應加收工本費新臺幣二百元；逾期仍未繳納者，依法移送強制執行。")),
            ("第十二條 本自治條例自公布日施行。",),
            date(2021, 3, 1)),
        _version(
            "dev5-haicheng-parking-115", _PARK_TITLE,
            ("1. 中華民國一百零七年五月十日海澄縣政府府法規字第一○七○○九八七六五號令制定公布全文十二條",
             "2. 中華民國一百十年三月一日海澄縣政府府法規字第一一○○○四五六七八號令修正公布第四條、第五條、第九條條文",
             "3. 中華民國一百十五年三月二十四日海澄縣議會第二十屆第三次定期會三讀通過；中華民國一百十五年四月二十日海澄縣政府府法規字第一一五○○六一二三四號令修正公布第四條、第七條、第十二條條文"),
            (("rate", "第四條 小型車停車費每小時新臺幣四十元，未滿一小時以一小時計；超過一小時後，每半小時新臺幣二十元。"),
             (None, "第五條 小型車月票每月新臺幣一千五百元，機車月票每月新臺幣三百五十元。"),
             ("disability", "第七條 憑身心障礙證明停放之車輛，每日前二小時免費，超過部分以半價計收；每證以登記車輛一輛為限。"),
             (None, "第九條 欠繳停車費經催繳逾期未繳者，除追繳停車費外，應加收工本費新臺幣二百元；逾期仍未繳納者，依法移送強制執行。")),
            ("第十二條 本自治條例自公布日施行。但中華民國一百十五年四月二十日修正公布之條文，自一百十六年一月一日施行。",),
            date(2027, 1, 1)),
    ),
    questions=(
        _q("海澄縣公有停車場現在小型車停一小時要多少錢？", "rate", NOW),
        _q("海澄縣公有停車場汽車月票一個月多少", "monthly", NOW),
        _q("海澄縣停車費欠繳被催繳後還要加收多少工本費？", "arrears", NOW),
        _q("民國108年海澄縣公有停車場小型車每小時收費多少？", "rate", date(2019, 12, 31)),
        _q("2020年海澄縣公有停車場機車月票價格", "monthly", date(2020, 12, 31)),
        _q("110年2月時海澄縣欠繳停車費要加收多少工本費？", "arrears", date(2021, 2, 28)),
        _q("2019年海澄縣身障車輛在公有停車場可以免費停幾小時？", "disability", date(2019, 12, 31)),
        _q("民國116年1月起海澄縣公有停車場小型車每小時收費多少？", "rate", date(2027, 1, 1)),
        _q("明年起海澄縣公有停車場對身心障礙者車輛的優惠怎麼算？", "disability", date(2027, 1, 1)),
    ),
)

DEV_FAMILIES_5: tuple[RuleFamily, ...] = (
    _PORT,
    _OMB,
    _PARKS,
    _BAR,
    _CONN,
    _DIBAO,
    _LIUYANG,
    _GAS,
    _SCHOLAR,
    _PARKING,
)
