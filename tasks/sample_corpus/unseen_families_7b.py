"""Blind set 7, batch b: eight versioned rule families - a chess federation's rating regulations, a state rule on
pawnbroker finance charges, a district council's code of practice for tattooing and skin piercing, an accreditation
body's fee schedule for testing and calibration laboratories, a county water bureau's rules on river sand
extraction, a city's clinical waste disposal charges, a county's guesthouse (民宿) quality grading scheme, and a
city's set-up standard for dance training schools.
"""

from __future__ import annotations

from datetime import date

from tasks.sample_corpus.families import REFERENCE_DATE, RuleFamily, RuleQuestion, RuleVersion

Paragraph = str | tuple[str, str]


def _version(slug: str, title: str, in_force_from: date, body: list[Paragraph]) -> RuleVersion:
    """A version from its body; a paragraph given as (fact key, text) also states that fact."""
    paragraphs: list[str] = []
    facts: dict[str, str] = {}
    for item in body:
        if isinstance(item, tuple):
            key, text = item
            facts[key] = text
            paragraphs.append(text)
        else:
            paragraphs.append(item)
    return RuleVersion(slug=slug, title=title, paragraphs=tuple(paragraphs), in_force_from=in_force_from,
                       facts=facts)


def _q(query: str, fact: str, as_of: date = REFERENCE_DATE) -> RuleQuestion:
    kind = "current" if as_of == REFERENCE_DATE else "historical" if as_of < REFERENCE_DATE else "future"
    return RuleQuestion(query=query, fact=fact, as_of=as_of, kind=kind)


# --- 1. Chess federation rating regulations (en) ---------------------------------------------------------------

_TCF = "Thornbury Chess Federation"

_CHESS = RuleFamily(
    family="bl7b-tcf-rating-regulations",
    phrasing="blind7-b-en-1",
    language="en",
    folder="official/chess-ratings",
    author=_TCF,
    versions=(
        _version("bl7b-tcf-rating-regulations-2015", "Rating Regulations", date(2015, 3, 14), [
            "THORNBURY CHESS FEDERATION",
            "Rating Regulations",
            "Approved by the Council of the Federation at its meeting of 14 March 2015.",
            "1. Scope. These regulations govern the calculation and publication of TCF standard-play ratings. A "
            "game is rated as standard play only if each player has at least 60 minutes for all moves, or at least "
            "75 minutes including increments calculated on a game of 60 moves.",
            ("initial_games",
             "2. Initial rating. An unrated player receives a first published rating after completing at least 9 "
             "rated games against rated opponents within a period of no more than 18 months. The initial rating is "
             "the average rating of those opponents adjusted for the player's percentage score."),
            ("k_factor",
             "3. Development coefficient. The coefficient K used in the rating calculation is 25 until the player "
             "has completed 30 rated games, 15 thereafter while the player's rating remains below 2400, and 10 once "
             "the player has been rated 2400 or more."),
            ("rating_floor",
             "4. Rating floor. No rating below 1200 is published. A player whose calculated rating falls below 1200 "
             "is listed as unrated until a later calculation places the player at 1200 or above."),
            "5. Rating periods. Ratings are calculated monthly and published on the first day of each month. "
            "Results must reach the Rating Officer within 7 days of the last round of the event.",
            ("rating_fee",
             "6. Rating fee. The organiser of a rated standard-play event pays a rating fee of £0.50 for each player "
             "who completes at least one game, payable when the results file is submitted."),
            "Rating Officer: D. Halloran, ratings@thornburychess.org",
        ]),
        _version("bl7b-tcf-rating-regulations-2020", "Rating Regulations (2020 revision)", date(2021, 1, 1), [
            "THORNBURY CHESS FEDERATION",
            "Rating Regulations - 2020 revision",
            "Approved by the Annual General Meeting on 26 September 2020. Effective from 1 January 2021 for all "
            "events starting on or after that date.",
            "These regulations replace the Rating Regulations approved by Council on 14 March 2015.",
            "1. Scope. These regulations govern the calculation and publication of TCF standard-play ratings. A "
            "game is rated as standard play only if each player has at least 60 minutes for all moves, or at least "
            "30 minutes plus an increment of at least 30 seconds per move from move one.",
            ("initial_games",
             "2. Initial rating. An unrated player receives a first published rating after completing at least 7 "
             "rated games against rated opponents, scoring at least half a point, within a period of no more than "
             "24 months."),
            ("k_factor",
             "3. Development coefficient. K = 40 until the player has completed 30 rated games, and for any player "
             "under the age of 18 on 1 January of the rating year whose rating is below 2300; K = 20 for other "
             "players rated below 2400; K = 10 for players who have reached 2400."),
            ("rating_floor",
             "4. Rating floor. The lowest published rating is 1000. Games against players whose rating would fall "
             "below 1000 remain rated for their opponents."),
            "5. Rating periods. Ratings are calculated monthly and published on the first day of each month. "
            "Results must reach the Rating Officer within 7 days of the last round of the event.",
            ("rating_fee",
             "6. Rating fee. The organiser of a rated standard-play event pays a rating fee of £1.00 for each player "
             "who completes at least one game (£0.50 per player for junior-only events)."),
            "Paragraphs 1, 2, 3, 4 and 6 amended by the Annual General Meeting, 26 September 2020.",
            "Rating Officer: P. Venn, ratings@thornburychess.org",
        ]),
        _version("bl7b-tcf-rating-regulations-2026", "Rating Regulations (2026 revision)", date(2026, 10, 1), [
            "THORNBURY CHESS FEDERATION",
            "Rating Regulations - 2026 revision",
            "Adopted by the Annual General Meeting on 16 May 2026. These regulations come into effect on 1 October "
            "2026; the 2020 revision continues to apply to events that start before that date.",
            "1. Scope. These regulations govern the calculation and publication of TCF standard-play ratings. A "
            "game is rated as standard play only if each player has at least 60 minutes for all moves, or at least "
            "30 minutes plus an increment of at least 30 seconds per move from move one.",
            ("initial_games",
             "2. Initial rating. An unrated player receives a first published rating after completing at least 5 "
             "rated games against rated opponents within a period of no more than 24 months."),
            ("k_factor",
             "3. Development coefficient. K = 32 until the player has completed 30 rated games, and for any player "
             "under the age of 18 on 1 January of the rating year whose rating is below 2300; K = 16 for other "
             "players rated below 2400; K = 8 for players who have reached 2400."),
            ("rating_floor",
             "4. Rating floor. The lowest published rating is 1400. On 1 October 2026 every published rating below "
             "2000 is raised once by 0.4 x (2000 - rating), rounded to the nearest whole number."),
            "5. Rating periods. Ratings are calculated monthly and published on the first day of each month. "
            "Results must reach the Rating Officer within 7 days of the last round of the event.",
            ("rating_fee",
             "6. Rating fee. The organiser of a rated standard-play event pays a rating fee of £1.50 for each player "
             "who completes at least one game (£0.75 per player for junior-only events)."),
            "TCF Rating Regulations, 2026 revision - page 1 of 3",
        ]),
    ),
    questions=(
        _q("What K-factor does the Thornbury Chess Federation give a newly rated player?", "k_factor"),
        _q("How many games do I need to play to get my first TCF rating?", "initial_games"),
        _q("What's the lowest rating the TCF publishes?", "rating_floor"),
        _q("How much is the TCF rating fee per player for a standard-play congress?", "rating_fee"),
        _q("What was the Thornbury Chess Federation rating floor in 2018?", "rating_floor", date(2018, 12, 31)),
        _q("In 2017, how many rated games did an unrated player need before getting a TCF rating?",
           "initial_games", date(2017, 12, 31)),
        _q("How much did organisers pay the TCF per player to rate a standard event in 2019?", "rating_fee",
           date(2019, 12, 31)),
        _q("From 1 October 2026, what K-factor will apply to new players in TCF-rated events?", "k_factor",
           date(2026, 10, 1)),
        _q("What will the minimum published Thornbury rating be from 1 October 2026?", "rating_floor",
           date(2026, 10, 1)),
    ),
)


# --- 2. Pawnbroker finance charges, state rule (en) ------------------------------------------------------------

_OFR = "State of West Arden, Office of Financial Regulation"
_PAWN_TITLE = "Rule 41-3-112. Pawnbroker Finance Charges and Fees"

_PAWN = RuleFamily(
    family="bl7b-west-arden-pawnbroker-charges",
    phrasing="blind7-b-en-2",
    language="en",
    folder="official/pawnbroker-charges",
    author=_OFR,
    versions=(
        _version("bl7b-west-arden-pawnbroker-charges-2012", _PAWN_TITLE, date(2012, 7, 1), [
            "STATE OF WEST ARDEN",
            "OFFICE OF FINANCIAL REGULATION",
            _PAWN_TITLE,
            "Statutory Authority: W.A. Code § 33-19-7. Filed with the Secretary of State May 30, 2012. Effective "
            "July 1, 2012.",
            "(1) Definitions. As used in this rule, \"principal\" means the amount of money advanced to the pledgor, "
            "exclusive of any fee or charge, and \"pawn transaction\" has the meaning given in W.A. Code § 33-19-2.",
            ("monthly_cap",
             "(2) Finance charge. A pawnbroker may contract for and receive a finance charge not exceeding 25 "
             "percent of the principal for each 30-day period of the pawn transaction. Finance charges may not be "
             "compounded."),
            ("origination_fee",
             "(3) Origination fee. In addition to the finance charge, a pawnbroker may collect a one-time "
             "origination fee not exceeding $10 or 5 percent of the principal, whichever is less."),
            ("grace_period",
             "(4) Maturity and grace period. The term of a pawn transaction shall be not less than 30 days. If the "
             "pledgor does not redeem the pledged goods at maturity, the pawnbroker shall hold them for a grace "
             "period of 30 days, during which the pledgor may redeem them by paying the principal and the finance "
             "charges accrued."),
            ("lost_ticket_fee",
             "(5) Lost pawn ticket. A pawnbroker may charge not more than $2 for a replacement pawn ticket issued on "
             "the pledgor's signed statement of loss."),
            "(6) Posting. Every pawnbroker shall display a copy of this rule, in type not smaller than 12 point, in "
            "a conspicuous place at each licensed location.",
            "History: New rule filed May 30, 2012; eff. July 1, 2012.",
        ]),
        _version("bl7b-west-arden-pawnbroker-charges-2018", _PAWN_TITLE, date(2018, 9, 15), [
            "STATE OF WEST ARDEN",
            "OFFICE OF FINANCIAL REGULATION",
            _PAWN_TITLE,
            "Statutory Authority: W.A. Code § 33-19-7. Filed with the Secretary of State August 14, 2018. "
            "Effective September 15, 2018.",
            "(1) Definitions. As used in this rule, \"principal\" means the amount of money advanced to the pledgor, "
            "exclusive of any fee or charge, and \"pawn transaction\" has the meaning given in W.A. Code § 33-19-2.",
            ("monthly_cap",
             "(2) Finance charge. A pawnbroker may contract for and receive a finance charge not exceeding 22 "
             "percent of the principal for each 30-day period during the first 90 days of the pawn transaction, and "
             "not exceeding 11 percent for each 30-day period thereafter. Finance charges may not be compounded."),
            ("origination_fee",
             "(3) Origination fee. In addition to the finance charge, a pawnbroker may collect a one-time "
             "origination fee not exceeding $15 or 6 percent of the principal, whichever is less."),
            ("grace_period",
             "(4) Maturity and grace period. The term of a pawn transaction shall be not less than 30 days. If the "
             "pledgor does not redeem the pledged goods at maturity, the pawnbroker shall hold them for a grace "
             "period of 45 days, during which the pledgor may redeem them by paying the principal and the finance "
             "charges accrued."),
            ("lost_ticket_fee",
             "(5) Lost pawn ticket. A pawnbroker may charge not more than $5 for a replacement pawn ticket issued on "
             "the pledgor's signed statement of loss."),
            "(6) Posting. Every pawnbroker shall display a copy of this rule, in type not smaller than 12 point, in "
            "a conspicuous place at each licensed location.",
            "(7) Notice before forfeiture. Not later than 10 days before the grace period ends, the pawnbroker shall "
            "send the pledgor notice of the date on which the goods will be forfeited, by mail or, if the pledgor "
            "has agreed in writing, by text message or e-mail.",
            "History: New rule filed May 30, 2012; eff. July 1, 2012. Amended filed August 14, 2018; eff. "
            "September 15, 2018.",
        ]),
        _version("bl7b-west-arden-pawnbroker-charges-2024", _PAWN_TITLE, date(2024, 3, 1), [
            "STATE OF WEST ARDEN",
            "OFFICE OF FINANCIAL REGULATION",
            _PAWN_TITLE,
            "Statutory Authority: W.A. Code §§ 33-19-7, 33-19-11. Filed with the Secretary of State January 22, "
            "2024. Effective March 1, 2024.",
            "(1) Definitions. As used in this rule, \"principal\" means the amount of money advanced to the pledgor, "
            "exclusive of any fee or charge, and \"pawn transaction\" has the meaning given in W.A. Code § 33-19-2.",
            ("monthly_cap",
             "(2) Finance charge. A pawnbroker may contract for and receive a finance charge not exceeding 20 "
             "percent of the principal for each 30-day period during the first 90 days of the pawn transaction, and "
             "not exceeding 10 percent for each 30-day period thereafter. The finance charges on any one pawn "
             "transaction may not in total exceed 150 percent of the principal."),
            ("origination_fee",
             "(3) Origination fee. In addition to the finance charge, a pawnbroker may collect a one-time "
             "origination fee not exceeding $20 or 8 percent of the principal, whichever is less."),
            ("grace_period",
             "(4) Maturity and grace period. The term of a pawn transaction shall be not less than 30 days. If the "
             "pledgor does not redeem the pledged goods at maturity, the pawnbroker shall hold them for a grace "
             "period of 60 days, during which the pledgor may redeem them by paying the principal and the finance "
             "charges accrued."),
            ("lost_ticket_fee",
             "(5) Lost pawn ticket. A pawnbroker may charge not more than $7.50 for a replacement pawn ticket issued "
             "on the pledgor's signed statement of loss."),
            "(6) Posting. Every pawnbroker shall display a copy of this rule, in type not smaller than 12 point, in "
            "a conspicuous place at each licensed location and on any website through which pawn transactions are "
            "offered.",
            "(7) Notice before forfeiture. Not later than 10 days before the grace period ends, the pawnbroker shall "
            "send the pledgor notice of the date on which the goods will be forfeited, by mail or, if the pledgor "
            "has agreed in writing, by text message or e-mail.",
            "History: New rule filed May 30, 2012; eff. July 1, 2012. Amended filed August 14, 2018; eff. "
            "September 15, 2018. Amended filed January 22, 2024; eff. March 1, 2024.",
        ]),
    ),
    questions=(
        _q("What's the maximum monthly interest a pawn shop in West Arden can charge?", "monthly_cap"),
        _q("How long is the grace period after a pawn loan matures in West Arden?", "grace_period"),
        _q("west arden lost pawn ticket fee", "lost_ticket_fee"),
        _q("Can a West Arden pawnbroker charge an origination fee on top of interest, and how much?",
           "origination_fee"),
        _q("What finance charge cap applied to pawn loans in West Arden in 2015?", "monthly_cap", date(2015, 12, 31)),
        _q("How many days of grace did a pawn customer in West Arden get in 2020?", "grace_period",
           date(2020, 12, 31)),
        _q("What could a West Arden pawnbroker charge for replacing a lost ticket in June 2019?", "lost_ticket_fee",
           date(2019, 6, 30)),
        _q("What was the maximum origination fee under Rule 41-3-112 on August 1, 2013?", "origination_fee",
           date(2013, 8, 1)),
    ),
)


# --- 3. Tattooing and skin piercing code of practice, district council (en) -------------------------------------

_FDC = "Fernleigh District Council"
_FDC_TITLE = "Code of Practice for Tattooing, Cosmetic Piercing and Electrolysis"
_FDC_CONTACT = ("Enquiries: Commercial Team, Environmental Health, Fernleigh District Council, Civic Offices, Market "
                "Street, Fernleigh FN1 2AB. Tel. 01632 960410.")

_TATTOO = RuleFamily(
    family="bl7b-fernleigh-skin-piercing-code",
    phrasing="blind7-b-en-3",
    language="en",
    folder="official/tattoo-hygiene",
    author=_FDC,
    versions=(
        _version("bl7b-fernleigh-skin-piercing-code-issue1", _FDC_TITLE, date(2011, 9, 5), [
            "FERNLEIGH DISTRICT COUNCIL - Environmental Health Service",
            _FDC_TITLE,
            "Issue 1 - 5 September 2011",
            "1. Introduction. This code sets out the standards the Council expects of persons and premises "
            "registered under Part VIII of the Local Government (Miscellaneous Provisions) Act 1982 and the "
            "Council's byelaws for tattooing, cosmetic piercing and electrolysis.",
            ("registration_fee",
             "2. Registration. The premises and every person carrying out tattooing, piercing or electrolysis must "
             "be registered with the Council before trading begins. The fee is £120 for premises registration and "
             "£45 for each practitioner. Registration is a single payment and does not need to be renewed."),
            "3. Premises. The treatment area must be separate from the waiting area and must have a wash-hand basin "
            "with hot and cold running water, liquid soap and disposable paper towels.",
            ("autoclave",
             "4. Sterilisation. Reusable instruments must be sterilised in a bench-top steam steriliser (autoclave). "
             "The autoclave must be examined by a competent person under a written scheme of examination at least "
             "once every 14 months, and the latest report kept on the premises."),
            ("records",
             "5. Records. For every client the operator must record the name, address and age of the client, the "
             "procedure carried out and the date, and keep each record for at least 2 years."),
            "6. Age. No person under 18 may be tattooed. Cosmetic piercing of a person under 16, other than of the "
            "ear, may be carried out only with the written consent of a parent or guardian who is present.",
            _FDC_CONTACT,
        ]),
        _version("bl7b-fernleigh-skin-piercing-code-issue2", _FDC_TITLE, date(2019, 4, 1), [
            "FERNLEIGH DISTRICT COUNCIL - Environmental Health Service",
            _FDC_TITLE,
            "Issue 2 - adopted by the Licensing and Regulatory Committee on 12 March 2019",
            "This issue comes into effect on 1 April 2019 and supersedes Issue 1 dated 5 September 2011.",
            "1. Introduction. This code sets out the standards the Council expects of persons and premises "
            "registered under Part VIII of the Local Government (Miscellaneous Provisions) Act 1982 and the "
            "Council's byelaws for tattooing, cosmetic piercing, semi-permanent make-up and electrolysis.",
            ("registration_fee",
             "2. Registration. The premises and every person carrying out a treatment covered by this code must be "
             "registered with the Council before trading begins. The fee is £175 for premises registration and £60 "
             "for each practitioner; a practitioner working only at a temporary event such as a convention pays £90 "
             "per event."),
            "3. Premises. The treatment area must be separate from the waiting area and must have a dedicated "
            "wash-hand basin with hot and cold running water, preferably with non-hand-operated taps.",
            ("autoclave",
             "4. Sterilisation. Only single-use needles may be used. Any reusable instrument must be sterilised in a "
             "vacuum or non-vacuum steam steriliser, which must be validated and serviced by a competent engineer at "
             "least once every 12 months, with a daily automatic control test recorded in a log."),
            ("records",
             "5. Records. For every client the operator must keep a signed consultation and consent form, including "
             "any medical history declared, for at least 3 years after the last treatment."),
            "6. Age. No person under 18 may be tattooed. Cosmetic piercing of a person under 16, other than of the "
            "ear, may be carried out only with the written consent of a parent or guardian who is present, and no "
            "intimate piercing may be carried out on a person under 18.",
            _FDC_CONTACT,
        ]),
        _version("bl7b-fernleigh-skin-piercing-code-issue3", _FDC_TITLE, date(2024, 4, 1), [
            "FERNLEIGH DISTRICT COUNCIL - Environmental Health Service",
            _FDC_TITLE,
            "Issue 3 - approved by the Licensing and Regulatory Committee on 20 February 2024; in effect from 1 "
            "April 2024",
            "Revision history: Issue 1, September 2011 - first issue. Issue 2, April 2019 - fees revised, "
            "sections 4 and 5 rewritten. Issue 3, April 2024 - fees revised, sections 4 and 5 amended, aftercare "
            "section added.",
            "1. Introduction. This code sets out the standards the Council expects of persons and premises "
            "registered under Part VIII of the Local Government (Miscellaneous Provisions) Act 1982 and the "
            "Council's byelaws for tattooing, cosmetic piercing, semi-permanent make-up and electrolysis.",
            ("registration_fee",
             "2. Registration. The premises and every person carrying out a treatment covered by this code must be "
             "registered with the Council before trading begins. The fee is £210 for premises registration and £75 "
             "for each practitioner; a practitioner working only at a temporary event such as a convention pays £110 "
             "per event."),
            "3. Premises. The treatment area must be separate from the waiting area and must have a dedicated "
            "wash-hand basin with hot and cold running water and non-hand-operated taps.",
            ("autoclave",
             "4. Sterilisation. Only single-use needles may be used. Any reusable instrument must be sterilised in a "
             "vacuum steam steriliser, which must be validated and serviced by a competent engineer at least once "
             "every 6 months, with a daily automatic control test and a weekly air-removal test recorded in a log."),
            ("records",
             "5. Records. For every client the operator must keep a signed consultation and consent form, including "
             "any medical history declared, for at least 6 years after the last treatment, in paper or secure "
             "electronic form."),
            "6. Age. No person under 18 may be tattooed. Cosmetic piercing of a person under 16, other than of the "
            "ear, may be carried out only with the written consent of a parent or guardian who is present, and no "
            "intimate piercing may be carried out on a person under 18.",
            "7. Aftercare. Every client must be given written aftercare advice, including when to seek medical "
            "attention, before leaving the premises.",
            _FDC_CONTACT,
            "FDC/EH/CoP-07 | Issue 3 | April 2024",
        ]),
    ),
    questions=(
        _q("How much does it cost to register a tattoo studio with Fernleigh District Council?", "registration_fee"),
        _q("How often must the autoclave in a Fernleigh tattoo studio be validated?", "autoclave"),
        _q("How long do I have to keep client consent forms under the Fernleigh skin piercing code?", "records"),
        _q("Fernleigh tattooist registration fee per practitioner", "registration_fee"),
        _q("What was the premises registration fee for tattooing in Fernleigh in 2015?", "registration_fee",
           date(2015, 12, 31)),
        _q("In 2021, how often did Fernleigh require tattoo studio sterilisers to be examined?", "autoclave",
           date(2021, 12, 31)),
        _q("How long did tattooists in Fernleigh have to keep client records in 2012?", "records",
           date(2012, 12, 31)),
        _q("What did Fernleigh District Council charge to register a body piercer in March 2023?", "registration_fee",
           date(2023, 3, 31)),
    ),
)


# --- 4. Laboratory accreditation fee schedule (en) --------------------------------------------------------------

_TAA = "Tasman Accreditation Authority"
_FS01_TITLE = "FS-01 Schedule of Fees: Testing and Calibration Laboratories"

_LAB = RuleFamily(
    family="bl7b-taa-laboratory-fees",
    phrasing="blind7-b-en-4",
    language="en",
    folder="official/lab-accreditation-fees",
    author=_TAA,
    versions=(
        _version("bl7b-taa-laboratory-fees-issue6", _FS01_TITLE, date(2019, 7, 1), [
            "TASMAN ACCREDITATION AUTHORITY",
            _FS01_TITLE,
            "Issue 6 | Date of issue: 1 July 2019",
            "All fees are in dollars and exclusive of GST.",
            ("application_fee",
             "1. Application fee. A laboratory applying for initial accreditation pays a non-refundable application "
             "fee of $2,450, which covers registration of the application and review of the quality manual."),
            ("assessor_day_rate",
             "2. Assessment fees. Initial assessment, surveillance and reassessment are charged at $1,480 per "
             "assessor day for lead and technical assessors alike; half days are charged at half the daily rate. "
             "Travel time in excess of 2 hours is charged at $185 per hour."),
            ("annual_fee",
             "3. Annual accreditation fee. $3,200 for a laboratory accredited in one field of testing or "
             "calibration, plus $640 for each additional field, invoiced each July."),
            ("postponement",
             "4. Postponement and cancellation. Where a laboratory postpones or cancels an agreed assessment less "
             "than 10 working days before it is due to start, 50% of the estimated assessor fees are payable."),
            "5. Payment terms. Invoices are payable within 30 days. Accreditation may be suspended where fees remain "
            "unpaid 60 days after the invoice date.",
            "Document owner: Finance Manager | FS-01 Issue 6 | Uncontrolled when printed",
        ]),
        _version("bl7b-taa-laboratory-fees-issue7", _FS01_TITLE, date(2022, 7, 1), [
            "TASMAN ACCREDITATION AUTHORITY",
            _FS01_TITLE,
            "Issue 7 | Issued: 10 May 2022 | Applies to invoices dated on or after 1 July 2022",
            "All fees are in dollars and exclusive of GST.",
            ("application_fee",
             "1. Application fee. A laboratory applying for initial accreditation pays a non-refundable application "
             "fee of $2,800, which covers registration of the application and review of the management system "
             "documentation."),
            ("assessor_day_rate",
             "2. Assessment fees. Initial assessment, surveillance and reassessment are charged at $1,650 per "
             "assessor day for lead and technical assessors alike; half days are charged at half the daily rate. "
             "Remote assessment is charged at the same rate. Travel time in excess of 2 hours is charged at $205 "
             "per hour."),
            ("annual_fee",
             "3. Annual accreditation fee. $3,600 for a laboratory accredited in one field of testing or "
             "calibration, plus $720 for each additional field, invoiced each July."),
            ("postponement",
             "4. Postponement and cancellation. Where a laboratory postpones or cancels an agreed assessment less "
             "than 15 working days before it is due to start, 50% of the estimated assessor fees are payable."),
            "5. Payment terms. Invoices are payable within 30 days. Accreditation may be suspended where fees remain "
            "unpaid 60 days after the invoice date.",
            "Changes from Issue 6: fees in clauses 1 to 3 increased; remote assessment added to clause 2; notice "
            "period in clause 4 extended.",
            "Document owner: Finance Manager | FS-01 Issue 7 | Uncontrolled when printed",
        ]),
        _version("bl7b-taa-laboratory-fees-issue8", _FS01_TITLE, date(2026, 7, 1), [
            "TASMAN ACCREDITATION AUTHORITY",
            _FS01_TITLE,
            "Issue 8 | Approved by the Board: 22 April 2026 | Effective: 1 July 2026",
            "This issue replaces FS-01 Issue 7. Issue 7 fees continue to apply to assessments carried out before 1 "
            "July 2026.",
            "All fees are in dollars and exclusive of GST.",
            ("application_fee",
             "1. Application fee. A laboratory applying for initial accreditation pays a non-refundable application "
             "fee of $3,150, which covers registration of the application and review of the management system "
             "documentation."),
            ("assessor_day_rate",
             "2. Assessment fees. Initial assessment, surveillance and reassessment, on site or remote, are charged "
             "at $1,890 per assessor day for lead and technical assessors alike; half days are charged at half the "
             "daily rate. Travel time in excess of 2 hours is charged at $235 per hour."),
            ("annual_fee",
             "3. Annual accreditation fee. $4,050 for a laboratory accredited in one field of testing or "
             "calibration, plus $810 for each additional field, invoiced each July."),
            ("postponement",
             "4. Postponement and cancellation. Where a laboratory postpones or cancels an agreed assessment less "
             "than 20 working days before it is due to start, 50% of the estimated assessor fees are payable; less "
             "than 5 working days before, 100% is payable."),
            "5. Payment terms. Invoices are payable within 30 days. Accreditation may be suspended where fees remain "
            "unpaid 60 days after the invoice date.",
            "Document owner: Finance Manager | FS-01 Issue 8 | Uncontrolled when printed",
        ]),
    ),
    questions=(
        _q("What is the application fee for initial laboratory accreditation with the Tasman Accreditation "
           "Authority?", "application_fee"),
        _q("TAA assessor day rate", "assessor_day_rate"),
        _q("How much is the annual accreditation fee for a lab accredited in two fields of testing?", "annual_fee"),
        _q("If our lab postpones a TAA assessment at short notice, what do we have to pay?", "postponement"),
        _q("What was the Tasman Accreditation Authority's assessor daily rate in 2020?", "assessor_day_rate",
           date(2020, 12, 31)),
        _q("What application fee did the TAA charge a new testing laboratory in 2021?", "application_fee",
           date(2021, 12, 31)),
        _q("What was the annual accreditation fee under FS-01 in 2023?", "annual_fee", date(2023, 12, 31)),
        _q("What will the TAA assessor day rate be from 1 July 2026?", "assessor_day_rate", date(2026, 7, 1)),
        _q("From July 2026, how much notice must a laboratory give to postpone an assessment without a charge?",
           "postponement", date(2026, 7, 1)),
    ),
)


# --- 5. 河道采砂管理 (zh, simplified) -------------------------------------------------------------------------

_LANXI = "澜溪县水利局"
_SAND_TITLE = "澜溪县河道采砂管理办法"

_SAND = RuleFamily(
    family="bl7b-lanxi-river-sand",
    phrasing="blind7-b-zh-1",
    language="zh",
    folder="official/river-sand-extraction",
    author=_LANXI,
    versions=(
        _version("bl7b-lanxi-river-sand-2017", _SAND_TITLE, date(2017, 4, 10), [
            "澜溪县水利局文件",
            "澜水发〔2017〕23号",
            "关于印发《澜溪县河道采砂管理办法》的通知",
            "各乡镇人民政府，局属各单位：现将《澜溪县河道采砂管理办法》印发给你们，请认真贯彻执行。",
            "第一条 为加强河道采砂管理，维护河势稳定，保障防洪和通航安全，根据《中华人民共和国水法》"
            "《中华人民共和国河道管理条例》等有关规定，结合本县实际，制定本办法。",
            "第二条 本县行政区域内澜溪、白石河及其支流河道管理范围内的采砂活动，适用本办法。",
            ("closed_season", "第三条 每年6月1日至8月31日为主汛期禁采期，禁采期内停止一切河道采砂作业。"),
            ("annual_cap", "第四条 全县河道砂石年度控制开采总量不超过80万吨，由县水利局按可采区分解下达。"),
            ("permit_validity", "第五条 河道采砂许可证有效期最长不超过3年。期满需继续开采的，应当在期满前30日重新提"
                                "出申请。"),
            ("deposit", "第六条 采砂单位在领取河道采砂许可证前，应当按许可开采量每吨3元缴纳河道修复保证金，采砂结束"
                        "并经验收合格后予以退还。"),
            "第七条 违反本办法规定的，由县水利局依照有关法律法规予以处罚；构成犯罪的，依法追究刑事责任。",
            "第八条 本办法由县水利局负责解释，自印发之日起施行。",
            "澜溪县水利局",
            "2017年4月10日",
        ]),
        _version("bl7b-lanxi-river-sand-2021", _SAND_TITLE, date(2021, 4, 1), [
            "澜溪县水利局文件",
            "澜水发〔2021〕8号",
            "澜溪县水利局关于印发《澜溪县河道采砂管理办法》的通知",
            "各乡镇人民政府，局属各单位：《澜溪县河道采砂管理办法》已经局党组会议研究通过，现予印发，请遵照执行。",
            "第一条 为加强河道采砂管理，维护河势稳定，保障防洪和通航安全，根据《中华人民共和国水法》"
            "《中华人民共和国河道管理条例》等有关规定，结合本县实际，制定本办法。",
            "第二条 本县行政区域内澜溪、白石河及其支流河道管理范围内的采砂活动，适用本办法。",
            ("closed_season", "第三条 每年5月1日至9月30日为禁采期，禁采期内一律停止河道采砂作业，采砂船舶应当集中停"
                              "靠。"),
            ("annual_cap", "第四条 全县河道砂石年度控制开采总量不超过60万吨，由县水利局根据河道采砂规划按可采区分解"
                           "下达。"),
            ("permit_validity", "第五条 河道采砂许可证有效期最长不超过2年。期满需继续开采的，应当在期满前30日重新提"
                                "出申请。"),
            ("deposit", "第六条 采砂单位在领取河道采砂许可证前，应当按许可开采量每吨5元缴纳河道修复保证金，采砂结束"
                        "并经验收合格后予以退还。"),
            "第七条 采砂船舶应当安装卫星定位和视频监控设备，并与县河道采砂监管平台联网。",
            "第八条 违反本办法规定的，由县水利局依照有关法律法规予以处罚；构成犯罪的，依法追究刑事责任。",
            "第九条 本办法自2021年4月1日起施行。《澜溪县河道采砂管理办法》（澜水发〔2017〕23号）同时废止。",
            "澜溪县水利局",
            "2021年2月26日",
            "（此件公开发布）",
        ]),
        _version("bl7b-lanxi-river-sand-2025", _SAND_TITLE, date(2025, 3, 1), [
            "澜溪县水利局",
            "澜水规〔2025〕1号",
            "澜溪县水利局关于印发《澜溪县河道采砂管理办法》的通知",
            "各乡镇人民政府，局属各单位：现将修订后的《澜溪县河道采砂管理办法》印发给你们，请认真贯彻执行。",
            "第一条 为加强河道采砂管理，维护河势稳定，保障防洪、通航和生态安全，根据《中华人民共和国水法》"
            "《中华人民共和国长江保护法》《中华人民共和国河道管理条例》等有关规定，结合本县实际，制定本办法。",
            "第二条 本县行政区域内澜溪、白石河及其支流河道管理范围内的采砂活动，适用本办法。",
            ("closed_season",
             "第三条 每年4月1日至9月30日为禁采期。禁采期内遇防汛Ⅳ级以上应急响应的，由县水利局公告延长禁采期。"),
            ("annual_cap", "第四条 全县河道砂石年度控制开采总量不超过45万吨，由县水利局根据河道采砂规划按可采区分解"
                           "下达。"),
            ("permit_validity", "第五条 河道采砂许可证有效期不超过1年，且不得跨越禁采期。"),
            ("deposit", "第六条 采砂单位在领取河道采砂许可证前，应当按许可开采量每吨8元缴纳河道修复保证金，也可以银"
                        "行保函形式提供，采砂结束并经验收合格后予以退还。"),
            "第七条 采砂船舶应当安装卫星定位和视频监控设备，砂石运输实行采运电子单管理。",
            "第八条 违反本办法规定的，由县水利局依照有关法律法规予以处罚；构成犯罪的，依法追究刑事责任。",
            "第九条 本办法由县水利局负责解释。",
            "第十条 本办法自2025年3月1日起施行，有效期5年。澜水发〔2021〕8号文件同时废止。",
            "澜溪县水利局",
            "2025年1月15日",
        ]),
    ),
    questions=(
        _q("澜溪县现在河道禁采期是几月到几月？", "closed_season"),
        _q("澜溪县河道采砂许可证有效期多长", "permit_validity"),
        _q("在澜溪县采河砂要交多少河道修复保证金？", "deposit"),
        _q("澜溪县一年最多允许开采多少万吨河砂", "annual_cap"),
        _q("2019年澜溪县河道禁采期是哪几个月？", "closed_season", date(2019, 12, 31)),
        _q("2022年澜溪县全县河砂年度开采控制总量是多少？", "annual_cap", date(2022, 12, 31)),
        _q("2018年在澜溪县申请的采砂许可证最长有效几年？", "permit_validity", date(2018, 12, 31)),
        _q("2023年6月澜溪县采砂保证金按每吨多少元缴纳？", "deposit", date(2023, 6, 30)),
    ),
)


# --- 6. 医疗废物处置收费 (zh, simplified) ----------------------------------------------------------------------

_JIANGLING = "江临市发展和改革委员会"

_MEDWASTE = RuleFamily(
    family="bl7b-jiangling-medical-waste",
    phrasing="blind7-b-zh-2",
    language="zh",
    folder="official/clinical-waste-charges",
    author=_JIANGLING,
    versions=(
        _version("bl7b-jiangling-medical-waste-2016", "关于核定医疗废物集中处置收费标准的通知", date(2016, 8, 5), [
            "江临市发展和改革委员会 江临市卫生和计划生育委员会 江临市环境保护局",
            "江发改价〔2016〕112号",
            "关于核定医疗废物集中处置收费标准的通知",
            "各区县发展改革局、卫生计生局、环保局，市医疗废物集中处置中心，各医疗机构：",
            "根据《医疗废物管理条例》和国家有关医疗废物处置收费的规定，经市政府同意，现将我市医疗废物集中处置收费标"
            "准核定如下：",
            ("bed_fee", "一、设置床位的医疗机构，按核定床位数收费，每张床位每日2.0元。"),
            ("weight_fee", "二、不设床位的医疗机构（门诊部、社区卫生服务站、诊所、医务室等），按实际处置重量收费，"
                           "每公斤3.0元。"),
            ("clinic_minimum", "三、按重量收费的医疗机构月处置量不足10公斤的，按每月30元收取。"),
            ("payment", "四、处置费由市医疗废物集中处置中心按季度结算，医疗机构应于每季度首月15日前缴清上季度费用。"),
            "五、医疗机构缴纳的医疗废物处置费计入医疗成本，不得向患者单独收取。",
            "六、本通知自发文之日起执行。",
            "江临市发展和改革委员会 江临市卫生和计划生育委员会 江临市环境保护局",
            "2016年8月5日",
        ]),
        _version("bl7b-jiangling-medical-waste-2021", "关于调整医疗废物处置收费标准的通知", date(2021, 7, 1), [
            "江临市发展和改革委员会 江临市卫生健康委员会 江临市生态环境局",
            "江发改价格〔2021〕56号",
            "关于调整医疗废物处置收费标准的通知",
            "各区县发展改革局、卫生健康局、生态环境分局，市医疗废物集中处置中心，各医疗机构：",
            "为保障医疗废物集中处置设施稳定运行，经成本监审和价格听证，现将我市医疗废物处置收费标准调整如下：",
            ("bed_fee", "一、设置床位的医疗机构，按核定床位数与实际开放床位数孰高确定收费床位，每张床位每日2.6元。"),
            ("weight_fee", "二、不设床位的医疗机构（门诊部、社区卫生服务站、诊所、医务室等），按实际处置重量收费，"
                           "每公斤3.8元。"),
            ("clinic_minimum", "三、按重量收费的医疗机构月处置量不足10公斤的，按每月50元收取。"),
            ("payment", "四、处置费按月结算，医疗机构应于次月10日前缴清上月费用。"),
            "五、医疗机构缴纳的医疗废物处置费计入医疗成本，不得向患者单独收取。",
            "六、本通知自2021年7月1日起执行。《关于核定医疗废物集中处置收费标准的通知》（江发改价〔2016〕112号）同"
            "时废止。",
            "江临市发展和改革委员会 江临市卫生健康委员会 江临市生态环境局",
            "2021年6月8日",
        ]),
        _version("bl7b-jiangling-medical-waste-2026", "关于进一步完善医疗废物处置收费政策的通知", date(2027, 1, 1), [
            "江临市发展和改革委员会 江临市卫生健康委员会 江临市生态环境局",
            "江发改价格规〔2026〕3号",
            "关于进一步完善医疗废物处置收费政策的通知",
            "各区县发展改革局、卫生健康局、生态环境分局，市医疗废物集中处置中心，各医疗机构：",
            "为建立健全医疗废物处置收费动态调整机制，经成本监审和价格听证，并报市政府同意，现就有关事项通知如下：",
            ("bed_fee", "一、设置床位的医疗机构，按核定床位数与实际开放床位数孰高确定收费床位，每张床位每日3.2元。"),
            ("weight_fee", "二、不设床位的医疗机构（门诊部、社区卫生服务站、诊所、医务室等），按实际处置重量收费，"
                           "每公斤4.5元。"),
            ("clinic_minimum", "三、按重量收费的医疗机构月处置量不足10公斤的，按每月80元收取。"),
            ("payment", "四、处置费按月结算，医疗机构应于次月15日前缴清上月费用，逾期未缴的，处置中心可按规定催缴。"),
            "五、村卫生室产生的医疗废物由乡镇卫生院统一收集转运，处置费用由县级财政予以保障。",
            "六、医疗机构缴纳的医疗废物处置费计入医疗成本，不得向患者单独收取。",
            "七、本通知自2027年1月1日起执行，有效期5年。《关于调整医疗废物处置收费标准的通知》（江发改价格〔2021〕5"
            "6号）同时废止。",
            "江临市发展和改革委员会 江临市卫生健康委员会 江临市生态环境局",
            "2026年4月20日",
        ]),
    ),
    questions=(
        _q("江临市医院的医疗废物处置费按床位怎么收？", "bed_fee"),
        _q("江临市不设床位的医疗机构医废按重量每公斤收多少钱", "weight_fee"),
        _q("个体诊所一个月医疗废物不到10公斤，处置费最低交多少？", "clinic_minimum"),
        _q("江临医废处置费每月什么时候前要交清？", "payment"),
        _q("2019年江临市医疗废物处置费每床每天多少元？", "bed_fee", date(2019, 12, 31)),
        _q("2018年江临市门诊部医疗废物按重量的收费标准是多少", "weight_fee", date(2018, 12, 31)),
        _q("2023年江临市小诊所每月医废处置最低收费", "clinic_minimum", date(2023, 12, 31)),
        _q("2027年起江临市医疗废物处置床位收费标准是多少？", "bed_fee", date(2027, 1, 1)),
        _q("2027年1月1日以后，江临市医疗废物按重量每公斤收多少？", "weight_fee", date(2027, 1, 1)),
    ),
)


# --- 7. 優質民宿評鑑 (zh, traditional) ------------------------------------------------------------------------

_HAICHENG = "海澄縣政府"
_BNB_TITLE = "海澄縣優質民宿評鑑作業要點"
_BNB_ENACTED = "中華民國105年3月8日海澄縣政府府觀旅字第1050041235號函訂定"
_BNB_AMENDED = "中華民國110年11月2日海澄縣政府府觀旅字第1100218764號函修正，並自111年1月1日生效"

_BNB = RuleFamily(
    family="bl7b-haicheng-guesthouse-grading",
    phrasing="blind7-b-zh-3",
    language="zh",
    folder="official/guesthouse-grading",
    author=_HAICHENG,
    versions=(
        _version("bl7b-haicheng-guesthouse-grading-105", _BNB_TITLE, date(2016, 3, 8), [
            _BNB_TITLE,
            _BNB_ENACTED,
            "一、海澄縣政府（以下簡稱本府）為提升本縣民宿服務品質，建立優質民宿品牌，特訂定本要點。",
            "二、申請資格：領有本府核發之民宿登記證且營業滿一年，最近一年內無違規受處分紀錄者。",
            ("fee", "三、申請評鑑者，應繳納評鑑費每家新臺幣三千元；評鑑未通過者，不予退還。"),
            ("score", "四、評鑑項目為建築景觀、客房設施、清潔衛生、服務品質及在地特色五項，總分一百分，"
                      "總分達七十分以上者，評定為「海澄優質民宿」。"),
            ("validity", "五、評定為優質民宿者，由本府頒發標章及證書，效期二年；效期屆滿前三個月內得申請續評。"),
            ("reappeal", "六、申請者對評鑑結果有異議者，得於收受結果通知之次日起十四日內，以書面敘明理由向本府申復"
                         "，以一次為限。"),
            "七、本要點所需經費，由本府觀光旅遊處相關預算支應。",
        ]),
        _version("bl7b-haicheng-guesthouse-grading-110", _BNB_TITLE, date(2022, 1, 1), [
            _BNB_TITLE,
            _BNB_ENACTED,
            _BNB_AMENDED,
            "一、海澄縣政府（以下簡稱本府）為提升本縣民宿服務品質，建立優質民宿品牌，特訂定本要點。",
            "二、申請資格：領有本府核發之民宿登記證且營業滿一年，最近一年內無違規受處分紀錄者。",
            ("fee", "三、申請評鑑者，應繳納評鑑費每家新臺幣4,500元；評鑑未通過者，不予退還。"),
            ("score", "四、評鑑項目為建築景觀、客房設施、清潔衛生、服務品質、在地特色及友善環境六項，總分100分，"
                      "總分達75分以上者，評定為「海澄優質民宿」。"),
            ("validity", "五、評定為優質民宿者，由本府頒發標章及證書，效期3年；效期屆滿前6個月內得申請續評。"),
            ("reappeal", "六、申請者對評鑑結果有異議者，得於收受結果通知之次日起20日內，以書面敘明理由向本府申復，"
                         "以一次為限。"),
            "七、經評定之優質民宿，本府得於效期內不定期抽查；抽查結果未達評定標準者，廢止其標章及證書。",
            "八、本要點所需經費，由本府觀光旅遊處相關預算支應。",
        ]),
        _version("bl7b-haicheng-guesthouse-grading-115", _BNB_TITLE, date(2027, 1, 1), [
            _BNB_TITLE,
            _BNB_ENACTED,
            _BNB_AMENDED,
            "中華民國115年4月27日海澄縣政府府觀旅字第1150097531號函修正第三點至第六點，並自116年1月1日生效",
            "一、海澄縣政府（以下簡稱本府）為提升本縣民宿服務品質，建立優質民宿品牌，特訂定本要點。",
            "二、申請資格：領有本府核發之民宿登記證且營業滿一年，最近一年內無違規受處分紀錄者。",
            ("fee", "三、申請評鑑者，應繳納評鑑費每家新臺幣6,000元；評鑑未通過者，不予退還，但得於一年後重新申請。"),
            ("score", "四、評鑑項目為建築景觀、客房設施、清潔衛生、服務品質、在地特色及友善環境六項，總分100分，"
                      "總分達80分以上者，評定為「海澄優質民宿」。"),
            ("validity", "五、評定為優質民宿者，由本府頒發標章及證書，效期4年；效期屆滿前6個月內得申請續評。"),
            ("reappeal", "六、申請者對評鑑結果有異議者，得於收受結果通知之次日起30日內，以書面敘明理由向本府申復，"
                         "以一次為限。"),
            "七、經評定之優質民宿，本府得於效期內不定期抽查；抽查結果未達評定標準者，廢止其標章及證書。",
            "八、本要點所需經費，由本府觀光旅遊處相關預算支應。",
        ]),
    ),
    questions=(
        _q("海澄縣民宿評鑑要繳多少評鑑費？", "fee"),
        _q("海澄縣優質民宿標章有效期限幾年", "validity"),
        _q("民宿評鑑總分要幾分以上才能評為海澄優質民宿？", "score"),
        _q("對海澄縣政府的民宿評鑑結果有異議，要在幾天內申復？", "reappeal"),
        _q("民國108年申請海澄縣優質民宿評鑑，評鑑費是多少？", "fee", date(2019, 12, 31)),
        _q("2020年海澄縣優質民宿標章效期是幾年？", "validity", date(2020, 12, 31)),
        _q("2024年海澄縣優質民宿的評定分數門檻是多少分？", "score", date(2024, 12, 31)),
        _q("116年1月1日起海澄縣民宿評鑑費調整為多少？", "fee", date(2027, 1, 1)),
    ),
)


# --- 8. 舞蹈类培训机构设置标准 (zh, simplified) ---------------------------------------------------------------

_JIAYUAN = "嘉沅市文化广电旅游局"

_DANCE = RuleFamily(
    family="bl7b-jiayuan-dance-schools",
    phrasing="blind7-b-zh-4",
    language="zh",
    folder="official/dance-school-standards",
    author=_JIAYUAN,
    versions=(
        _version("bl7b-jiayuan-dance-schools-2019", "嘉沅市舞蹈类培训机构设置标准（试行）", date(2019, 6, 18), [
            "嘉沅市文化广电旅游局 嘉沅市教育局",
            "嘉文旅发〔2019〕41号",
            "关于印发《嘉沅市舞蹈类培训机构设置标准（试行）》的通知",
            "各县（市、区）文化广电旅游局、教育局：现将《嘉沅市舞蹈类培训机构设置标准（试行）》印发给你们，请结合实"
            "际认真执行。",
            "第一条 为规范舞蹈类培训机构办学行为，保障学员人身安全和合法权益，根据国家和省有关规定，制定本标准。",
            "第二条 本标准适用于本市行政区域内面向社会开展舞蹈类培训的非学历培训机构。",
            "第三条 举办者应当具有相应的民事行为能力，机构应有规范的名称和章程。",
            "第四条 机构应当配备与培训规模相适应的专职教师，专职教师不少于3名，并具有舞蹈专业学历或相应资质。",
            ("area", "第五条 机构应有固定的教学场所，教学用房使用面积不少于100平方米，其中每间舞蹈教室使用面积不少"
                     "于40平方米，层高不低于3米。"),
            ("per_student", "第六条 舞蹈教室同一时段生均使用面积不低于2平方米。"),
            ("class_size", "第七条 每个教学班学员人数不超过25人。"),
            ("hours", "第八条 面向中小学生的培训活动结束时间不得晚于21:00。"),
            "第九条 舞蹈教室地面应铺设弹性木地板或专业舞蹈地胶，墙面应安装把杆和镜面。",
            "第十条 本标准自印发之日起试行。",
            "嘉沅市文化广电旅游局 嘉沅市教育局",
            "2019年6月18日",
        ]),
        _version("bl7b-jiayuan-dance-schools-2023", "嘉沅市舞蹈类培训机构设置标准", date(2023, 11, 1), [
            "嘉沅市文化广电旅游局 嘉沅市教育局",
            "嘉文旅规〔2023〕5号",
            "关于印发《嘉沅市舞蹈类培训机构设置标准》的通知",
            "各县（市、区）文化广电旅游局、教育局：《嘉沅市舞蹈类培训机构设置标准》已经市文化广电旅游局局务会议审议"
            "通过，现予印发，请认真贯彻执行。",
            "第一条 为规范舞蹈类培训机构办学行为，保障学员人身安全和合法权益，根据国家和省关于校外培训机构管理的有"
            "关规定，制定本标准。",
            "第二条 本标准适用于本市行政区域内面向社会开展舞蹈类培训的非学历培训机构。",
            "第三条 举办者应当具有相应的民事行为能力，机构应有规范的名称和章程，并依法办理登记。",
            "第四条 机构应当配备与培训规模相适应的专职教师，专职教师不少于3名，并具有舞蹈专业学历或相应资质；"
            "聘用人员应当无违法犯罪记录。",
            ("area", "第五条 机构应有固定的教学场所，教学用房使用面积不少于150平方米，其中每间舞蹈教室使用面积不少"
                     "于50平方米，层高不低于3米。"),
            ("per_student", "第六条 舞蹈教室同一时段生均使用面积不低于3平方米。"),
            ("class_size", "第七条 每个教学班学员人数不超过20人，其中6周岁以下学员班级不超过12人。"),
            ("hours", "第八条 面向中小学生的培训活动结束时间不得晚于20:30，不得占用中小学校上课时间。"),
            "第九条 舞蹈教室地面应铺设弹性木地板或专业舞蹈地胶，墙面应安装把杆和镜面，教学场所应安装视频监控设备。",
            "第十条 培训机构收费应当明码标价，一次性收取费用的周期不得超过3个月。",
            "第十一条 本标准由市文化广电旅游局负责解释。",
            "第十二条 本标准自2023年11月1日起施行。《嘉沅市舞蹈类培训机构设置标准（试行）》（嘉文旅发〔2019〕41号）"
            "同时废止。",
            "嘉沅市文化广电旅游局 嘉沅市教育局",
            "2023年9月12日",
        ]),
    ),
    questions=(
        _q("在嘉沅市开舞蹈培训班，教学用房面积最少要多少平方米？", "area"),
        _q("嘉沅舞蹈培训机构一个班最多能收多少学生", "class_size"),
        _q("嘉沅市舞蹈培训晚上最晚几点必须下课？", "hours"),
        _q("嘉沅市舞蹈类培训机构生均面积标准是多少", "per_student"),
        _q("2020年嘉沅市舞蹈培训机构每班人数上限是多少？", "class_size", date(2020, 12, 31)),
        _q("2021年在嘉沅市办舞蹈培训机构，教学用房面积有什么要求？", "area", date(2021, 12, 31)),
        _q("2022年嘉沅市舞蹈培训面向中小学生最晚可以上到几点？", "hours", date(2022, 12, 31)),
        _q("2023年3月嘉沅市舞蹈培训机构生均面积要求", "per_student", date(2023, 3, 31)),
    ),
)


UNSEEN_FAMILIES_7B: tuple[RuleFamily, ...] = (_CHESS, _PAWN, _TATTOO, _LAB, _SAND, _MEDWASTE, _BNB, _DANCE)
