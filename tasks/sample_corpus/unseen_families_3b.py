"""Blind batch 3b of versioned rule families: 4 English, 4 Chinese (one phrasing per family)."""

from __future__ import annotations

from datetime import date

from tasks.sample_corpus.families import REFERENCE_DATE, RuleFamily, RuleQuestion, RuleVersion


def _version(slug: str, title: str, in_force_from: date, body: tuple[str | tuple[str, str], ...]) -> RuleVersion:
    """Body items are plain paragraphs or (fact key, paragraph) pairs; paragraphs keep their reading order."""
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


def _q(query: str, fact: str, as_of: date) -> RuleQuestion:
    kind = "current" if as_of == REFERENCE_DATE else "historical" if as_of < REFERENCE_DATE else "future"
    return RuleQuestion(query=query, fact=fact, as_of=as_of, kind=kind)


# ---------------------------------------------------------------------------------------------------------------
# bl3b-en-1: US air district permit fee rule
# ---------------------------------------------------------------------------------------------------------------

_HV_TITLE = "Rule 301 - Permit Fees"

_HARLAN_VALLEY = RuleFamily(
    family="bl3b-hvaqmd-rule-301-permit-fees",
    phrasing="unseen3-b-en-1",
    language="en",
    folder="official/environment-permit-fees",
    author="Harlan Valley Air Quality Management District",
    versions=(
        _version("bl3b-hvaqmd-rule-301-adopted-2017", _HV_TITLE, date(2017, 3, 14), (
            "HARLAN VALLEY AIR QUALITY MANAGEMENT DISTRICT",
            "Regulation III - Fees",
            "Rule 301 - Permit Fees (Adopted March 14, 2017)",
            "301.1 Purpose. This rule establishes fees to recover the reasonable costs incurred by the District in "
            "evaluating permit applications and in inspecting and enforcing permits issued under Regulation II.",
            ("filing_fee",
             "301.2 Filing Fee. Every application for an Authority to Construct or a Permit to Operate shall be "
             "accompanied by a non-refundable filing fee of $412. An application submitted without the fee shall "
             "be deemed incomplete."),
            ("annual_fee",
             "301.3 Annual Operating Fee. The holder of each Permit to Operate shall pay an annual operating fee of "
             "$298 per permitted emission unit, invoiced on the anniversary date of the permit."),
            ("late_penalty",
             "301.4 Late Payment. If any fee is not paid within 30 days of the invoice date, a penalty of 10 percent "
             "of the fee shall be added. If the fee is not paid within 60 days, the penalty shall be 25 percent and "
             "the permit may be suspended pursuant to Rule 207."),
            ("small_business",
             "301.5 Small Business Reduction. A business with fewer than 10 employees and annual gross receipts "
             "below $500,000 may apply for a 50 percent reduction of the annual operating fee, on a form provided "
             "by the Air Pollution Control Officer."),
            "Adopted by the Governing Board of the Harlan Valley Air Quality Management District, Resolution 17-06.",
        )),
        _version("bl3b-hvaqmd-rule-301-amended-2020", _HV_TITLE, date(2020, 7, 1), (
            "HARLAN VALLEY AIR QUALITY MANAGEMENT DISTRICT",
            "Rule 301 - Permit Fees (Adopted March 14, 2017; Amended May 20, 2020)",
            "Effective Date. The fee amounts in this rule, as amended, apply to all invoices issued on or after "
            "July 1, 2020. Invoices issued before that date remain payable at the rates of the rule as adopted in "
            "2017.",
            ("filing_fee",
             "301.2 Filing Fee. A filing fee of $455, which is not refundable, shall accompany each application for "
             "an Authority to Construct or a Permit to Operate, including an application for a change of ownership."),
            ("annual_fee",
             "301.3 Annual Operating Fee. For each emission unit covered by a Permit to Operate, the permit holder "
             "shall pay $331 per year. The fee is billed each year in the month in which the permit was first "
             "issued."),
            ("late_penalty",
             "301.4 Late Payment. A fee unpaid 30 days after invoicing incurs a penalty of 10 percent. A fee unpaid "
             "60 days after invoicing incurs a penalty of 30 percent, and the Air Pollution Control Officer may "
             "suspend the permit."),
            ("small_business",
             "301.5 Small Business Reduction. The annual operating fee is reduced by 50 percent for a business that "
             "employs fewer than 10 persons and whose gross receipts for the prior calendar year were under "
             "$750,000."),
            "301.6 Asbestos Notification Fees. Fees for demolition and renovation notifications are set out in "
            "Rule 302 and are not affected by this amendment.",
        )),
        _version("bl3b-hvaqmd-rule-301-amended-2026", _HV_TITLE, date(2026, 7, 1), (
            "HARLAN VALLEY AIR QUALITY MANAGEMENT DISTRICT - RULE 301, PERMIT FEES",
            "(Adopted March 14, 2017; Amended May 20, 2020; Amended April 16, 2026)",
            "Public workshop: February 3, 2026. Public hearing and Board adoption: April 16, 2026. This amendment "
            "takes effect on July 1, 2026, the first day of the District's 2026-27 fiscal year; until then Rule 301 "
            "as amended May 20, 2020 continues to apply.",
            ("filing_fee",
             "301.2 Filing Fee. Each application for an Authority to Construct or a Permit to Operate shall include a "
             "non-refundable filing fee of $502. An application for an administrative change only (name or mailing "
             "address) is charged $150."),
            ("annual_fee",
             "301.3 Annual Operating Fee. An operating fee of $368 is payable every year for each permitted emission "
             "unit. Beginning July 1, 2027, this amount shall be adjusted each fiscal year by the change in the "
             "Consumer Price Index for All Urban Consumers."),
            ("late_penalty",
             "301.4 Late Payment. Fees remaining unpaid 30 days after the invoice date are subject to a 15 percent "
             "penalty, increasing to 50 percent at 90 days. A permit whose fees are more than 90 days overdue is "
             "void and the source shall not be operated."),
            ("small_business",
             "301.5 Small Business Reduction. A business with fewer than 10 employees and gross receipts of less "
             "than $1,000,000 in the preceding calendar year pays 60 percent of the annual operating fee."),
        )),
    ),
    questions=(
        _q("What is the yearly fee per permitted emission unit under Harlan Valley AQMD Rule 301?", "annual_fee",
           REFERENCE_DATE),
        _q("Harlan Valley air district - penalty for paying permit fees late", "late_penalty", REFERENCE_DATE),
        _q("How much does it cost to file a new permit application with the Harlan Valley Air Quality Management "
           "District?", "filing_fee", REFERENCE_DATE),
        _q("In 2018, what discount on permit fees did the Harlan Valley air district give small businesses?",
           "small_business", date(2018, 12, 31)),
        _q("Harlan Valley AQMD application filing fee in 2019", "filing_fee", date(2019, 12, 31)),
        _q("What annual operating fee per unit did Harlan Valley AQMD charge on September 1, 2021?", "annual_fee",
           date(2021, 9, 1)),
        _q("Starting July 2026, how much will Harlan Valley AQMD bill each year per permitted unit?", "annual_fee",
           date(2026, 7, 1)),
        _q("After the April 2026 amendment to Rule 301 takes effect in July, what late penalties will the Harlan "
           "Valley district apply?", "late_penalty", date(2026, 7, 1)),
    ),
)


# ---------------------------------------------------------------------------------------------------------------
# bl3b-en-2: Australian state revenue office practice statement
# ---------------------------------------------------------------------------------------------------------------

_CAPRICORNIA = RuleFamily(
    family="bl3b-capricornia-sro-penalty-remission-payment-arrangements",
    phrasing="unseen3-b-en-2",
    language="en",
    folder="official/tax-practice-statements",
    author="Capricornia State Revenue Office",
    versions=(
        _version("bl3b-capricornia-cps-2014-2",
                 "Commissioner's Practice Statement CPS 2014/2: Remission of penalty tax and payment arrangements",
                 date(2014, 8, 12), (
                     "Capricornia State Revenue Office",
                     "Commissioner's Practice Statement CPS 2014/2",
                     "Issued: 12 August 2014",
                     "This practice statement explains how the Commissioner exercises the discretions in Part 5 "
                     "(penalty tax) and section 41 (payment arrangements) of the Taxation Administration Act 2001. "
                     "It binds officers of the State Revenue Office (SRO) but does not bind taxpayers.",
                     ("remission",
                      "1. Where a taxpayer voluntarily discloses a tax default before being told of an investigation, "
                      "penalty tax will ordinarily be remitted by 80 per cent. A disclosure made after notification "
                      "of an investigation attracts remission of 20 per cent."),
                     ("unsecured_term",
                      "2. Officers may agree to a payment arrangement of up to 12 months without requiring security, "
                      "provided the total debt is less than $50,000. Longer arrangements or larger debts require the "
                      "approval of the Assistant Commissioner, Debt Management."),
                     ("interest",
                      "3. Interest continues to accrue on the unpaid amount during an arrangement at the market rate "
                      "component plus a premium of 8 per cent per annum."),
                     ("default",
                      "4. If an instalment is missed, the SRO will issue a reminder and, if the default is not "
                      "rectified within 14 days, the arrangement will be cancelled and recovery action may begin."),
                 )),
        _version("bl3b-capricornia-cps-2019-1",
                 "Commissioner's Practice Statement CPS 2019/1: Remission of penalty tax and payment arrangements",
                 date(2019, 7, 1), (
                     "CAPRICORNIA STATE REVENUE OFFICE - COMMISSIONER'S PRACTICE STATEMENT CPS 2019/1",
                     "Date of issue: 20 June 2019. Date of effect: 1 July 2019.",
                     "This statement replaces CPS 2014/2, which is withdrawn with effect from 1 July 2019. Defaults "
                     "disclosed before that date continue to be dealt with under CPS 2014/2.",
                     ("remission",
                      "1. Voluntary disclosure. Penalty tax is remitted by 90 per cent where the taxpayer tells the "
                      "SRO about a default before receiving notice of an investigation, and by 25 per cent where the "
                      "disclosure is made after that notice but before the investigation is completed."),
                     ("unsecured_term",
                      "2. Payment arrangements. A taxpayer who cannot pay in full may enter an arrangement of up to 24 "
                      "months. Security is not required if the amount owing is below $100,000 and the taxpayer has no "
                      "other arrangement in default."),
                     ("interest",
                      "3. Interest. Unpaid tax under an arrangement bears interest at the market rate component plus "
                      "6 per cent a year. The premium component may be remitted where the taxpayer has kept to the "
                      "arrangement in full."),
                     ("default",
                      "4. Default. Where an instalment is missed, the taxpayer is given 21 days' written notice to "
                      "bring the arrangement up to date, after which the arrangement is terminated."),
                     "Related rulings: Revenue Ruling TAA 012 (Objections and reviews) is not affected by this "
                     "statement.",
                 )),
        _version("bl3b-capricornia-cps-2023-3",
                 "Commissioner's Practice Statement CPS 2023/3: Penalty tax remission and payment plans",
                 date(2024, 1, 1), (
                     "Capricornia State Revenue Office",
                     "Commissioner's Practice Statement CPS 2023/3 - Penalty tax remission and payment plans",
                     "This statement is issued on 14 November 2023 and applies from 1 January 2024. It withdraws and "
                     "replaces CPS 2019/1.",
                     ("remission",
                      "1. Penalty tax is remitted in full for a default voluntarily disclosed before any notice of "
                      "investigation, and by 50 per cent if disclosed after that notice but before the Commissioner "
                      "issues an assessment."),
                     ("unsecured_term",
                      "2. Payment plans of up to 36 months may be set up online without security where the debt is "
                      "under $150,000. Plans above that amount or term are considered case by case by the Debt "
                      "Management Branch."),
                     ("interest",
                      "3. During a payment plan, interest accrues at the market rate component plus 4 per cent per "
                      "annum; no premium applies to a plan that is set up before the tax falls due."),
                     ("default",
                      "4. A missed payment triggers a reminder by SMS or email. The plan is cancelled if the overdue "
                      "amount is not paid within 28 days of the reminder."),
                     "Document history: CPS 2014/2 issued 12 August 2014; CPS 2019/1 issued 20 June 2019, effective "
                     "1 July 2019; CPS 2023/3 issued 14 November 2023. Next scheduled review: November 2026.",
                 )),
    ),
    questions=(
        _q("Capricornia State Revenue Office - how much penalty tax is waived if I own up to an error before they "
           "start investigating?", "remission", REFERENCE_DATE),
        _q("longest payment plan for a state tax debt in Capricornia without having to give security",
           "unsecured_term", REFERENCE_DATE),
        _q("What interest does the Capricornia SRO charge while you are paying off tax by instalments?", "interest",
           REFERENCE_DATE),
        _q("In 2016, how long could a payment arrangement with the Capricornia State Revenue Office run without "
           "security?", "unsecured_term", date(2016, 12, 31)),
        _q("Capricornia revenue office penalty remission for voluntary disclosures in 2021", "remission",
           date(2021, 12, 31)),
        _q("On 1 March 2020, how many days did the Capricornia SRO give a taxpayer to catch up a missed instalment "
           "before cancelling the arrangement?", "default", date(2020, 3, 1)),
        _q("What interest premium applied to Capricornia tax payment arrangements in 2017?", "interest",
           date(2017, 12, 31)),
    ),
)


# ---------------------------------------------------------------------------------------------------------------
# bl3b-en-3: South African basketball league player conduct and fines regulations
# ---------------------------------------------------------------------------------------------------------------

_MPBL = RuleFamily(
    family="bl3b-mpbl-player-conduct-fines",
    phrasing="unseen3-b-en-3",
    language="en",
    folder="official/sports-league-regulations",
    author="Mzansi Premier Basketball League NPC",
    versions=(
        _version("bl3b-mpbl-conduct-fines-2018-edition", "Player Conduct and Fines Regulations - 2018 Edition",
                 date(2018, 2, 9), (
                     "MZANSI PREMIER BASKETBALL LEAGUE NPC (Registration No. 2014/087311/08)",
                     "Player Conduct and Fines Regulations - 2018 Edition",
                     "Approved by the Board of Governors at its meeting held in Johannesburg on 9 February 2018.",
                     "1. These Regulations apply to every player registered with a Member Club, on and off the court, "
                     "including at League functions and on official travel.",
                     ("technical_fine",
                      "2. Technical fouls. Each technical foul called against a player carries a fine of R500, "
                      "payable by the player within 14 days of the League's notice."),
                     ("suspension",
                      "3. Accumulation. A player who receives seven technical fouls during the regular season is "
                      "suspended for the next League match, and for one further match for every two technical fouls "
                      "after that."),
                     ("social_media",
                      "4. Public criticism of match officials, including on social media, is misconduct punishable by "
                      "a fine of R5,000 for a first offence."),
                     ("appeal",
                      "5. Appeals. A player may appeal a fine or suspension by written notice to the League "
                      "Disciplinary Officer within 48 hours of being notified, accompanied by a deposit of R2,000, "
                      "which is refunded if the appeal succeeds."),
                     "Fines are deducted from the player's match fees by the Member Club and paid over to the League "
                     "Development Fund.",
                 )),
        _version("bl3b-mpbl-conduct-fines-2021-edition", "Player Conduct and Fines Regulations (2021 Edition)",
                 date(2021, 3, 1), (
                     "Mzansi Premier Basketball League NPC",
                     "PLAYER CONDUCT AND FINES REGULATIONS (2021 EDITION)",
                     "Adopted by the Board of Governors on 23 November 2020 and effective from 1 March 2021, the "
                     "first day of the 2021 season. This edition supersedes the 2018 Edition in its entirety; "
                     "conduct occurring before 1 March 2021 remains subject to the 2018 Edition.",
                     ("technical_fine",
                      "Reg. 2 - A fine of R750 is imposed for every technical foul assessed against a player. The "
                      "Member Club is liable for the fine if the player does not pay within 14 days."),
                     ("suspension",
                      "Reg. 3 - On a sixth technical foul in a regular season the player serves an automatic "
                      "one-match suspension; every second technical foul after that adds one match."),
                     ("social_media",
                      "Reg. 4 - Comments by a player in any medium, including social media posts, that question the "
                      "integrity of referees or League officials are punishable by a fine of R10,000."),
                     ("appeal",
                      "Reg. 5 - Appeals against a sanction must be lodged with the Disciplinary Officer within 72 "
                      "hours of notification, together with a deposit of R3,500 (refundable if the appeal is "
                      "upheld)."),
                     "Reg. 6 - Anti-doping matters are dealt with under the SAIDS Anti-Doping Rules and not under "
                     "these Regulations.",
                 )),
        _version("bl3b-mpbl-conduct-fines-2024-edition", "Player Conduct and Fines Regulations - 2024 Edition",
                 date(2024, 2, 1), (
                     "Mzansi Premier Basketball League NPC - Player Conduct and Fines Regulations, 2024 Edition",
                     "Circulated to Member Clubs on 15 December 2023. Comes into operation on 1 February 2024, the "
                     "start of the pre-season, and replaces the 2021 Edition.",
                     ("technical_fine",
                      "2. Technical fouls: R1,000 for each technical foul. From a player's tenth technical foul in a "
                      "season the fine doubles to R2,000 per foul."),
                     ("suspension",
                      "3. Five technical fouls in a regular season result in a one-match suspension; an eighth "
                      "results in a further two-match suspension."),
                     ("social_media",
                      "4. Social media and public comment: a player who publicly disparages match officials is fined "
                      "R15,000 and, on a second offence in the same season, may be suspended for up to three "
                      "matches."),
                     ("appeal",
                      "5. Appeals: notice of appeal must reach the League within five working days of notification, "
                      "with a deposit of R5,000. The Appeals Committee sits within ten working days."),
                     "Enquiries: League Integrity Office, Johannesburg.",
                 )),
    ),
    questions=(
        _q("How much is a player fined per technical foul in the Mzansi Premier Basketball League?",
           "technical_fine", REFERENCE_DATE),
        _q("MPBL: how many technicals can a player pick up in a season before an automatic ban?", "suspension",
           REFERENCE_DATE),
        _q("deadline and deposit for appealing a fine under the Mzansi basketball league player conduct rules",
           "appeal", REFERENCE_DATE),
        _q("During the 2019 MPBL season, what did a player pay for slamming the referees on Twitter?",
           "social_media", date(2019, 12, 31)),
        _q("Mzansi Premier Basketball League technical foul fine in 2022", "technical_fine", date(2022, 12, 31)),
        _q("Under the MPBL regulations in force on 30 June 2023, how long did a player have to lodge an appeal?",
           "appeal", date(2023, 6, 30)),
        _q("In the 2018 Mzansi Premier Basketball League season, after how many technical fouls was a player "
           "suspended?", "suspension", date(2018, 12, 31)),
    ),
)


# ---------------------------------------------------------------------------------------------------------------
# bl3b-en-4: English NHS foundation trust visitor and car parking policy
# ---------------------------------------------------------------------------------------------------------------

_RAVENSMOOR_TITLE = "Visitor and Patient Car Parking and Visiting Policy"

_RAVENSMOOR = RuleFamily(
    family="bl3b-ravensmoor-nhs-parking-visiting",
    phrasing="unseen3-b-en-4",
    language="en",
    folder="official/hospital-policies",
    author="Ravensmoor Hospitals NHS Foundation Trust",
    versions=(
        _version("bl3b-ravensmoor-ef-pk-03-v4-0", _RAVENSMOOR_TITLE, date(2018, 9, 27), (
            "Ravensmoor Hospitals NHS Foundation Trust",
            "Policy reference: EF-PK-03 | Version 4.0 | Ratified by the Trust Board: 27 September 2018 | Review "
            "date: September 2021 | Policy owner: Director of Estates and Facilities",
            ("tariff",
             "3.1 Charges at the Ravensmoor General and St Aldhelm's Community Hospital car parks: up to 1 hour "
             "£1.80; up to 2 hours £3.00; up to 4 hours £4.50; over 4 hours (to 24 hours) £7.00. Payment is by "
             "pay-and-display machine."),
            ("concessions",
             "3.2 Concessions: blue badge holders park free in marked disabled bays only. A weekly ticket costing "
             "£10 is available from main reception for relatives of inpatients staying longer than seven days."),
            ("pcn",
             "3.3 Vehicles parked without a valid ticket or outside marked bays may be issued a Parking Charge "
             "Notice of £60, reduced to £30 if paid within 14 days."),
            ("visiting",
             "4.1 Ward visiting is between 2.00pm and 8.00pm daily. A maximum of two visitors per bed is permitted; "
             "children under 12 must be accompanied by an adult."),
            "Income from car parking is reinvested in patient services, as reported in the Trust's annual accounts.",
        )),
        _version("bl3b-ravensmoor-ef-pk-03-v5-0", _RAVENSMOOR_TITLE, date(2020, 4, 1), (
            "Ravensmoor Hospitals NHS Foundation Trust - Estates and Facilities",
            "Policy EF-PK-03: Visitor and Patient Car Parking and Visiting Policy, Version 5.0",
            "Approved by the Finance and Performance Committee on 15 January 2020. Effective from 1 April 2020. "
            "This version supersedes Version 4.0 (September 2018).",
            ("tariff",
             "3.1 Tariff: first 30 minutes free (drop-off and collection); up to 2 hours £3.20; up to 4 hours £4.80; "
             "up to 24 hours £7.50."),
            ("concessions",
             "3.2 Free parking is provided for blue badge holders in any bay, for parents of sick children staying "
             "overnight, and for frequent outpatient attenders (three or more appointments a month). A 7-day "
             "visitor pass costs £8."),
            ("pcn",
             "3.3 Parking Charge Notices are issued at £70, reduced to £35 for payment within 14 days. Appeals go "
             "first to the Trust's parking contractor and then to POPLA."),
            ("visiting",
             "4.1 Visiting hours are 11.00am to 8.00pm. Each patient may have two visitors at the bedside at any one "
             "time. Protected mealtimes apply from 12.00 to 1.00pm and from 5.00 to 6.00pm."),
        )),
        _version("bl3b-ravensmoor-ef-pk-03-v5-1", _RAVENSMOOR_TITLE, date(2023, 4, 1), (
            "Ravensmoor Hospitals NHS Foundation Trust",
            "EF-PK-03 Visitor and Patient Car Parking and Visiting Policy - Version 5.1 (minor amendment)",
            "Version control: v4.0 ratified 27/09/2018; v5.0 effective 01/04/2020; v5.1 approved 21/02/2023, "
            "effective 01/04/2023. Version 5.1 changes sections 3.1 to 3.3 and 4.1 only; all other sections of "
            "Version 5.0 are carried forward unchanged.",
            ("tariff",
             "3.1 Tariff: first 30 minutes free; up to 2 hours £3.60; up to 4 hours £5.40; up to 24 hours £8.00. "
             "Card and contactless payments are accepted at all machines."),
            ("concessions",
             "3.2 In addition to the free parking groups in Version 5.0 (blue badge holders, parents of sick "
             "children staying overnight, frequent outpatient attenders), carers holding a Trust Carer Passport park "
             "free. The 7-day visitor pass is £9."),
            ("pcn",
             "3.3 Parking Charge Notice: £80, reduced to £40 if paid within 14 days of issue."),
            ("visiting",
             "4.1 Visiting on adult wards is open from 10.00am to 8.00pm, with up to three visitors per bed. "
             "Critical care and maternity units set their own visiting times."),
        )),
        _version("bl3b-ravensmoor-ef-pk-03-v6-0", _RAVENSMOOR_TITLE, date(2027, 1, 5), (
            "Ravensmoor Hospitals NHS Foundation Trust",
            "Policy EF-PK-03 - Visitor and Patient Car Parking and Visiting Policy - Version 6.0",
            "Consultation with Staff Side and the Patient Experience Group: 1 October to 30 November 2025.",
            "Approved by the Trust Board on 24 March 2026. This version comes into effect on 5 January 2027, when "
            "automatic number plate recognition (ANPR) goes live at all sites. Version 5.1 remains in force until "
            "that date.",
            ("tariff",
             "3.1 Pay-on-exit tariff (ANPR): first 20 minutes free, then £1.90 per hour or part hour, capped at "
             "£9.00 in any 24-hour period."),
            ("concessions",
             "3.2 Concessions: all existing free parking groups continue. Visitors may buy a 7-day pass for £12 or "
             "a 30-day pass for £30 through the Trust parking app or at main reception."),
            ("pcn",
             "3.3 A vehicle whose stay is not paid for within 48 hours of leaving will receive a Parking Charge "
             "Notice of £100, reduced to £60 if paid within 14 days, in line with the Private Parking Code of "
             "Practice."),
            ("visiting",
             "4.1 Open visiting applies on all adult wards from 9.00am to 9.00pm, with no more than two visitors at "
             "the bedside at any time."),
        )),
    ),
    questions=(
        _q("How much would 3 hours of parking cost at Ravensmoor General Hospital?", "tariff", REFERENCE_DATE),
        _q("What time can I visit a patient on a ward at Ravensmoor Hospitals NHS Foundation Trust?", "visiting",
           REFERENCE_DATE),
        _q("Ravensmoor hospital car park fine - how much is the parking charge notice?", "pcn", REFERENCE_DATE),
        _q("Who gets free parking at the Ravensmoor NHS trust hospitals, and what does a weekly visitor pass cost?",
           "concessions", REFERENCE_DATE),
        _q("In 2019, who could park without paying at Ravensmoor hospitals?", "concessions", date(2019, 12, 31)),
        _q("What were the ward visiting hours at Ravensmoor hospitals in 2021?", "visiting", date(2021, 12, 31)),
        _q("Ravensmoor NHS trust parking charge notice amount on 1 June 2022", "pcn", date(2022, 6, 1)),
        _q("How much was it to park for up to 2 hours at Ravensmoor General in March 2020, under policy EF-PK-03?",
           "tariff", date(2020, 3, 1)),
        _q("From February 2027, what will it cost per hour to park at Ravensmoor hospitals?", "tariff",
           date(2027, 2, 1)),
        _q("Once the ANPR cameras are running, what will a Ravensmoor parking penalty be in March 2027?", "pcn",
           date(2027, 3, 1)),
    ),
)


# ---------------------------------------------------------------------------------------------------------------
# bl3b-zh-1: 市场监督管理局 行政处罚裁量基准
# ---------------------------------------------------------------------------------------------------------------

_QINGLAN = RuleFamily(
    family="bl3b-qinglan-amr-penalty-discretion",
    phrasing="unseen3-b-zh-1",
    language="zh",
    folder="official/market-regulation-zh",
    author="青澜市市场监督管理局",
    versions=(
        _version("bl3b-qinglan-amr-discretion-2019", "青澜市市场监督管理行政处罚裁量基准（试行）", date(2019, 6, 18), (
            "青澜市市场监督管理局",
            "青市监规〔2019〕3号",
            "第一条 为规范本市市场监督管理部门行政处罚裁量权的行使，根据《中华人民共和国行政处罚法》等法律、法规和规章，"
            "结合本市实际，制定本基准。",
            ("ratio",
             "第五条 依法从轻处罚的，罚款数额一般在法定处罚幅度的30%以下确定；一般处罚的，在30%以上70%以下确定；"
             "依法从重处罚的，在70%以上确定。"),
            ("exempt_list",
             "第八条 违法行为轻微并及时纠正，没有造成危害后果的，不予行政处罚。具体情形见附件《轻微违法行为不予处罚清单》，"
             "共12项。"),
            ("food_label",
             "第十五条 生产经营的食品标签、说明书存在瑕疵，但不影响食品安全且不会对消费者造成误导，经责令改正拒不改正的，"
             "处五百元以上一千元以下罚款。"),
            ("installment",
             "第二十条 当事人确有经济困难，需要延期或者分期缴纳罚款的，应当提出书面申请，经批准可以暂缓或者分期缴纳，"
             "分期期限最长不超过三个月。"),
            "青澜市市场监督管理局",
            "2019年6月18日",
        )),
        _version("bl3b-qinglan-amr-discretion-2022", "青澜市市场监督管理行政处罚裁量基准", date(2022, 11, 1), (
            "青澜市市场监督管理局文件",
            "青市监规〔2022〕5号",
            "青澜市市场监督管理局关于印发《青澜市市场监督管理行政处罚裁量基准》的通知",
            "各区市场监督管理局，市局各处室、直属单位：根据2021年修订的《中华人民共和国行政处罚法》和《市场监督管理行政处罚"
            "程序规定》，市局对《青澜市市场监督管理行政处罚裁量基准（试行）》（青市监规〔2019〕3号）进行了修订，现印发给你们，"
            "请认真贯彻执行。",
            "本基准自2022年11月1日起施行，有效期五年。青市监规〔2019〕3号文件同时废止。",
            ("ratio",
             "第五条 从轻处罚的，应当在法定罚款幅度的20%以下确定罚款数额；一般处罚在20%至80%之间确定；"
             "从重处罚的，应当在80%以上确定。"),
            ("exempt_list",
             "第八条 初次违法且危害后果轻微并在责令改正期限内改正的，可以不予行政处罚。本局制定的《首违不罚清单》"
             "和《轻微违法行为不予处罚清单》合计25项，作为本基准附件。"),
            ("food_label",
             "第十五条 食品标签、说明书有不影响食品安全且不会误导消费者的瑕疵，责令改正后拒不改正的，处一千元以上"
             "一千五百元以下罚款。"),
            ("installment",
             "第二十条 当事人确有经济困难的，可以书面申请延期或者分期缴纳罚款；批准分期缴纳的，期限最长不超过六个月。"),
            "青澜市市场监督管理局",
            "2022年9月30日",
        )),
        _version("bl3b-qinglan-amr-discretion-2025", "青澜市市场监督管理行政处罚裁量基准（2025年修订）",
                 date(2025, 5, 1), (
                     "青澜市市场监督管理局",
                     "青市监规〔2025〕2号",
                     "（2025年3月20日青澜市市场监督管理局局务会议审议通过）",
                     "本基准自2025年5月1日起施行。《青澜市市场监督管理局关于印发〈青澜市市场监督管理行政处罚裁量基准〉的通知》"
                     "（青市监规〔2022〕5号）不再执行。",
                     ("ratio",
                      "第五条 适用从轻处罚的，罚款数额在法定幅度的25%以下确定；适用一般处罚的，在25%至75%之间确定；"
                      "适用从重处罚的，在75%以上确定。"),
                     ("exempt_list",
                      "第八条 对首次违法、轻微违法且及时改正的，依法不予处罚或者可以不予处罚。附件《免罚清单》"
                      "经本次修订扩充至48项，适用范围包括广告、价格、计量和食品经营等领域。"),
                     ("food_label",
                      "第十五条 食品标签、说明书存在不影响食品安全且不会误导消费者的瑕疵的，首次发现责令改正，不予罚款；"
                      "拒不改正的，处一千五百元以上二千元以下罚款。"),
                     ("installment",
                      "第二十条 当事人确有经济困难的，可以申请延期或者分期缴纳罚款，分期缴纳的期限最长不超过十二个月，"
                      "首期缴纳数额不得低于罚款总额的20%。"),
                     "附件：1.免罚清单 2.常用法律条款裁量细化表",
                 )),
    ),
    questions=(
        _q("青澜市市场监管局从轻处罚时，罚款按法定幅度的多少比例以下确定？", "ratio", REFERENCE_DATE),
        _q("青澜市场监管部门的轻微违法免罚清单一共有多少项？", "exempt_list", REFERENCE_DATE),
        _q("在青澜市被市场监管部门罚款了，经济困难可以分期交吗，最长多久？", "installment", REFERENCE_DATE),
        _q("2020年青澜市食品标签有小瑕疵、责令改正后还不改的，市场监管罚多少钱？", "food_label", date(2020, 12, 31)),
        _q("2023年青澜市市场监督管理局裁量基准中从重处罚的罚款幅度是多少？", "ratio", date(2023, 12, 31)),
        _q("2024年3月时，青澜市市场监管罚款分期缴纳最长可以分几个月？", "installment", date(2024, 3, 1)),
        _q("青澜市2021年的市场监管不予处罚清单包含几项？", "exempt_list", date(2021, 12, 31)),
    ),
)


# ---------------------------------------------------------------------------------------------------------------
# bl3b-zh-2: 税务局 纳税信用评价 公告 / 办法
# ---------------------------------------------------------------------------------------------------------------

_YUNZE_NOTICE_TITLE = "国家税务总局云泽市税务局关于纳税信用评价有关事项的公告"

_YUNZE = RuleFamily(
    family="bl3b-yunze-tax-credit-evaluation",
    phrasing="unseen3-b-zh-2",
    language="zh",
    folder="official/tax-credit-zh",
    author="国家税务总局云泽市税务局",
    versions=(
        _version("bl3b-yunze-tax-credit-notice-2016-4",
                 "云泽市国家税务局 云泽市地方税务局关于纳税信用评价有关事项的公告", date(2016, 3, 10), (
                     "云泽市国家税务局 云泽市地方税务局",
                     "公告2016年第4号",
                     "根据《国家税务总局关于发布〈纳税信用管理办法（试行）〉的公告》（国家税务总局公告2014年第40号）等规定，"
                     "现就本市纳税信用评价有关事项公告如下：",
                     ("levels",
                      "一、纳税信用级别设A、B、C、D四级。年度评价指标得分90分以上的为A级，70分以上不满90分的为B级，"
                      "40分以上不满70分的为C级，不满40分或者有直接判级情形的为D级。"),
                     ("new_business",
                      "二、新设立企业在评价年度内从首次办理涉税事宜之日起经营不满12个月的，不参加本年度纳税信用评价。"),
                     ("invoice",
                      "三、对评为A级的纳税人，主管税务机关可按其需要一次领取不超过3个月的增值税发票用量；需要调整增值税发票"
                      "用量的，手续齐全的，按照规定即时办理。"),
                     ("review",
                      "四、纳税人对纳税信用评价结果有异议的，可以在评价结果确定的当年内，向主管税务机关书面提出复评申请。"),
                     "本公告自发布之日起施行。",
                     "特此公告。",
                     "云泽市国家税务局 云泽市地方税务局",
                     "2016年3月10日",
                 )),
        _version("bl3b-yunze-tax-credit-notice-2020-7", _YUNZE_NOTICE_TITLE, date(2021, 1, 1), (
            "国家税务总局云泽市税务局公告2020年第7号",
            "为落实《国家税务总局关于纳税信用修复有关事项的公告》（国家税务总局公告2019年第37号），进一步规范本市纳税信用评价"
            "工作，现将有关事项公告如下：",
            ("levels",
             "一、纳税信用级别分为A、B、M、C、D五级。年度评价得分90分以上为A级；70分以上不满90分为B级；"
             "40分以上不满70分为C级；不满40分或有直接判级情形的为D级。"),
            ("new_business",
             "二、新设立企业，以及评价年度内无生产经营业务收入且年度评价得分70分以上的企业，纳税信用级别评为M级。"),
            ("invoice",
             "三、A级纳税人可一次领取不超过3个月的增值税发票用量，B级纳税人可一次领取不超过2个月的增值税发票用量。"),
            ("repair",
             "四、纳税人符合纳税信用修复条件的，可以向主管税务机关提出修复申请，税务机关自受理之日起15个工作日内完成审核，"
             "并向纳税人反馈修复结果。"),
            ("review",
             "五、纳税人对评价结果有异议的，可自评价结果发布之日起15个工作日内填报《纳税信用复评申请表》，向主管税务机关"
             "申请复评。"),
            "本公告自2021年1月1日起施行。《云泽市国家税务局 云泽市地方税务局关于纳税信用评价有关事项的公告》"
            "（2016年第4号）同时废止。",
            "特此公告。",
            "国家税务总局云泽市税务局",
            "2020年11月20日",
        )),
        _version("bl3b-yunze-tax-credit-measures-2026-2", "国家税务总局云泽市税务局纳税信用评价实施办法",
                 date(2027, 1, 1), (
                     "国家税务总局云泽市税务局公告2026年第2号",
                     "《国家税务总局云泽市税务局纳税信用评价实施办法》已经2026年3月31日局务会议审议通过，现予发布，"
                     "自2027年1月1日起施行。国家税务总局云泽市税务局公告2020年第7号自本办法施行之日起废止。",
                     "国家税务总局云泽市税务局 2026年4月15日",
                     ("levels",
                      "第五条 纳税信用级别设A、B、M、C、D五级。评价得分90分以上且评价年度内无逾期申报记录的为A级；"
                      "70分以上的为B级（得分90分以上但有逾期申报记录的，评为B级）；40分以上不满70分为C级；"
                      "不满40分或有直接判级情形的为D级。"),
                     ("new_business",
                      "第六条 新设立的经营主体首次参加纳税信用评价，评价得分80分以上的评为B级，不满80分的评为M级。"),
                     ("invoice",
                      "第十五条 对A级纳税人，其数电发票开具金额总额度可按月上浮30%，由系统自动调整，纳税人无需申请。"),
                     ("repair",
                      "第十八条 符合纳税信用修复条件的，纳税人可以通过电子税务局在线提交修复申请，税务机关自受理之日起"
                      "5个工作日内办结。"),
                     ("review",
                      "第十九条 纳税人对评价结果有异议的，可以自评价结果发布之日起30日内申请复评，税务机关应当在"
                      "15个工作日内作出复评结论。"),
                 )),
    ),
    questions=(
        _q("云泽市纳税信用一共分几个等级？", "levels", REFERENCE_DATE),
        _q("在云泽市新办的企业，纳税信用怎么评级？", "new_business", REFERENCE_DATE),
        _q("对云泽市税务局的纳税信用评价结果不服，多久内可以申请复评？", "review", REFERENCE_DATE),
        _q("云泽市纳税信用修复申请，税务局多长时间办好？", "repair", REFERENCE_DATE),
        _q("2018年在云泽市新成立的企业参加纳税信用评价吗？", "new_business", date(2018, 12, 31)),
        _q("2017年云泽市税务部门纳税信用复评申请有什么时限？", "review", date(2017, 12, 31)),
        _q("2019年时云泽市A级纳税人一次能领多少个月的增值税发票？", "invoice", date(2019, 12, 31)),
        _q("2023年云泽市税务局的纳税信用等级有哪几级？", "levels", date(2023, 12, 31)),
        _q("2027年1月起，云泽市纳税信用修复税务机关多少个工作日内办结？", "repair", date(2027, 1, 1)),
    ),
)


# ---------------------------------------------------------------------------------------------------------------
# bl3b-zh-3: 区住房和城乡建设局 物业管理条例 实施办法
# ---------------------------------------------------------------------------------------------------------------

_NANYU_TITLE = "南屿区贯彻《海川市物业管理条例》实施办法"

_NANYU = RuleFamily(
    family="bl3b-nanyu-property-management-measures",
    phrasing="unseen3-b-zh-3",
    language="zh",
    folder="official/property-management-zh",
    author="海川市南屿区住房和城乡建设局",
    versions=(
        _version("bl3b-nanyu-property-measures-2017", _NANYU_TITLE, date(2017, 8, 2), (
            "海川市南屿区住房和城乡建设局",
            "南屿住建〔2017〕41号",
            "关于印发《南屿区贯彻〈海川市物业管理条例〉实施办法》的通知",
            "各街道办事处、各物业服务企业：现将《南屿区贯彻〈海川市物业管理条例〉实施办法》印发给你们，请遵照执行。",
            ("service_fee_cap",
             "第六条 前期物业服务收费实行政府指导价，普通住宅多层每月每平方米不超过1.20元，高层（含电梯）"
             "每月每平方米不超过2.00元。"),
            ("fee_vote",
             "第九条 物业服务费标准调整，应当经专有部分面积占建筑物总面积过半数且占总人数过半数的业主同意。"),
            ("maintenance_fund",
             "第十二条 住宅专项维修资金首期交存标准为：多层住宅每平方米60元，高层住宅每平方米90元，由业主在办理房屋"
             "交付手续前交存。"),
            ("renovation_deposit",
             "第十五条 业主装饰装修房屋的，物业服务企业可以收取装修押金，押金不得超过3000元，装修竣工验收合格后"
             "30日内无息退还。"),
            ("vacancy",
             "第十八条 房屋交付后连续空置满6个月的，空置期间物业服务费按标准的70%交纳，业主应当事先书面告知物业服务企业。"),
            "南屿区住房和城乡建设局",
            "2017年8月2日",
        )),
        _version("bl3b-nanyu-property-measures-2021", _NANYU_TITLE, date(2021, 3, 1), (
            "海川市南屿区住房和城乡建设局",
            "南屿住建规〔2021〕3号",
            "第一条 为贯彻《中华人民共和国民法典》和《海川市物业管理条例》，规范本区物业管理活动，结合本区实际，制定本办法。",
            ("service_fee_cap",
             "第六条 前期物业服务收费实行政府指导价：多层住宅每月每平方米最高1.40元，高层住宅每月每平方米最高2.30元。"),
            ("fee_vote",
             "第九条 调整物业服务费标准，应当由专有部分面积占比三分之二以上且人数占比三分之二以上的业主参与表决，"
             "并经参与表决专有部分面积过半数且参与表决人数过半数的业主同意。"),
            ("maintenance_fund",
             "第十二条 住宅专项维修资金首期按以下标准交存：多层住宅每平方米80元，高层住宅每平方米110元。"),
            ("renovation_deposit",
             "第十五条 物业服务企业收取装修押金的，不得超过2000元，并应当自装修竣工验收合格之日起15日内退还。"),
            ("vacancy",
             "第十八条 房屋交付后空置满6个月的，业主书面告知物业服务企业后，空置期间按标准的80%交纳物业服务费，"
             "减免期限累计不超过两年。"),
            "第二十五条 本办法自2021年3月1日起施行，有效期五年。原《南屿区贯彻〈海川市物业管理条例〉实施办法》"
            "（南屿住建〔2017〕41号）同时废止。",
            "南屿区住房和城乡建设局办公室 2021年1月26日印发",
        )),
        _version("bl3b-nanyu-property-measures-2026", _NANYU_TITLE, date(2026, 3, 1), (
            "海川市南屿区住房和城乡建设局",
            "南屿住建规〔2026〕1号",
            "本办法于2025年10月9日至11月8日向社会公开征求意见，经局党组会议审议通过，自2026年3月1日起施行，有效期五年。"
            "南屿住建规〔2021〕3号文件有效期届满后不再执行。",
            ("service_fee_cap",
             "第六条 前期物业服务收费政府指导价上限：多层住宅每月每平方米1.60元，高层住宅每月每平方米2.60元。"),
            ("fee_vote",
             "第九条 物业服务费上调幅度超过现行标准10%的，应当经参与表决专有部分面积四分之三以上且参与表决人数"
             "四分之三以上的业主同意；上调幅度不超过10%的，经参与表决的业主双过半同意。"),
            ("maintenance_fund",
             "第十二条 住宅专项维修资金首期交存标准调整为：多层住宅每平方米90元，高层住宅每平方米125元。"),
            ("renovation_deposit",
             "第十五条 物业服务企业不得向业主收取装修押金或者装修保证金；本办法施行前已收取的，应当于2026年6月30日前"
             "全部退还。"),
            ("vacancy",
             "第十八条 自本办法施行之日起，空置房屋物业服务费不再减免，业主应当按照物业服务合同约定的标准全额交纳。"),
            "南屿区住房和城乡建设局",
            "2026年1月20日",
        )),
    ),
    questions=(
        _q("海川市南屿区物业费涨价需要多少业主同意？", "fee_vote", REFERENCE_DATE),
        _q("南屿区的房子一直空着没住，物业费能少交吗？", "vacancy", REFERENCE_DATE),
        _q("海川南屿区物业公司装修时可以收押金吗？", "renovation_deposit", REFERENCE_DATE),
        _q("海川市南屿区高层住宅专项维修资金首期每平方米交多少？", "maintenance_fund", REFERENCE_DATE),
        _q("2019年南屿区高层住宅前期物业费最高每平方米多少钱？", "service_fee_cap", date(2019, 12, 31)),
        _q("2022年在海川南屿区，空置房物业费按几成交？", "vacancy", date(2022, 12, 31)),
        _q("2020年时南屿区装修押金最多收多少、多久退还？", "renovation_deposit", date(2020, 12, 31)),
        _q("2025年南屿区住宅专项维修资金首期交存标准是多少？", "maintenance_fund", date(2025, 12, 31)),
    ),
)


# ---------------------------------------------------------------------------------------------------------------
# bl3b-zh-4: 澳門 大學 學生宿舍管理規則（繁體）
# ---------------------------------------------------------------------------------------------------------------

_HOUKONG_TITLE = "澳門濠江大學學生宿舍管理規則"

_HOUKONG = RuleFamily(
    family="bl3b-houkong-university-hall-rules",
    phrasing="unseen3-b-zh-4",
    language="zh",
    folder="official/university-housing-zh",
    author="澳門濠江大學",
    versions=(
        _version("bl3b-houkong-hall-rules-2016", _HOUKONG_TITLE, date(2016, 5, 12), (
            "澳門濠江大學",
            "學生宿舍管理規則",
            "（經二零一六年五月十二日校務委員會第三次平常會議通過）",
            "第一條 本規則適用於居住於本校學生宿舍之全日制學生（下稱「住宿生」）。",
            ("fee",
             "第五條 雙人房住宿費為每學期澳門元九千八百元，單人房為每學期澳門元一萬三千五百元，須於每學期開課前繳清。"),
            ("deposit",
             "第六條 住宿生入住時須繳交宿舍按金澳門元一千元，於退宿並經檢查房間後三十個工作日內退還。"),
            ("curfew",
             "第九條 宿舍大門於每日凌晨零時關閉，至早上六時開啟；住宿生於關閉時間內出入，須向值班舍監登記。"),
            ("visitors",
             "第十一條 訪客探訪時間為每日上午九時至晚上十時，訪客須於宿舍大堂出示身份證明文件並登記；異性訪客不得進入寢室。"),
            ("demerit",
             "第十四條 住宿生違反本規則者，按附表扣減操行分；於同一學年內累計被扣滿十五分者，取消其住宿資格。"),
        )),
        _version("bl3b-houkong-hall-rules-2020", _HOUKONG_TITLE, date(2020, 8, 15), (
            "澳門濠江大學",
            "第08/2020號校長批示",
            "按照《澳門濠江大學章程》第十八條的規定，校長作出批示如下：",
            "一、核准修訂後之《學生宿舍管理規則》，全文載於附件。",
            "二、二零一六年五月十二日通過之《學生宿舍管理規則》自本批示生效之日起廢止。",
            "三、本批示自二零二零年八月十五日起生效，適用於二零二零／二零二一學年起之住宿安排。",
            "二零二零年七月三日於澳門濠江大學",
            "校長",
            ("fee",
             "第五條 住宿費：雙人房每學期澳門元一萬一千五百元；單人房每學期澳門元一萬五千八百元。"),
            ("deposit",
             "第六條 宿舍按金為澳門元一千五百元，於住宿生辦妥退宿手續後二十個工作日內以銀行轉賬方式退還。"),
            ("curfew",
             "第九條 宿舍實行門禁管理，大門於凌晨一時關閉；住宿生須以學生證感應出入，凌晨一時至早上六時出入者須登記。"),
            ("visitors",
             "第十一條 訪客可於上午十時至晚上十一時進入宿舍公共區域，並須由住宿生陪同；訪客不得在宿舍過夜。"),
            ("demerit",
             "第十四條 違規者按附表扣分，同一學年內累計扣滿十二分者，取消住宿資格，且於其後一個學年內不得申請入住。"),
        )),
        _version("bl3b-houkong-hall-rules-2026", _HOUKONG_TITLE, date(2026, 8, 20), (
            "澳門濠江大學",
            "第15/2026號校長批示",
            "（本次修訂已於二零二六年三月諮詢學生會及住宿生代表）",
            "一、核准《學生宿舍管理規則》之修訂，全文載於附件。",
            "二、第08/2020號校長批示核准之《學生宿舍管理規則》自本批示生效之日起廢止。",
            "三、本批示自二零二六年八月二十日起生效，適用於二零二六／二零二七學年。",
            "二零二六年四月二十日於澳門濠江大學",
            "校長",
            ("fee",
             "第五條 住宿費（每學期）：雙人房澳門元一萬三千二百元；單人房澳門元一萬八千元；四人房澳門元八千六百元。"),
            ("deposit",
             "第六條 入住時繳交按金澳門元二千元，退宿後十個工作日內退還至住宿生登記之銀行賬戶。"),
            ("curfew",
             "第九條 宿舍大樓全日二十四小時以學生證或人臉識別出入，不設關門時間；晚上十二時至早上七時為靜音時段。"),
            ("visitors",
             "第十一條 訪客探訪時間為上午八時至晚上十一時，須預先透過宿舍系統登記，每名住宿生同一時間接待訪客不得超過二人。"),
            ("demerit",
             "第十四條 同一學年內累計扣滿十分者，取消住宿資格；扣滿六分者須參加宿舍社區服務。"),
        )),
    ),
    questions=(
        _q("澳門濠江大學宿舍住一個學期雙人房要幾多錢？", "fee", REFERENCE_DATE),
        _q("濠江大學學生宿舍的訪客探訪時間是幾點到幾點？", "visitors", REFERENCE_DATE),
        _q("濠江大學宿舍扣滿幾分會被取消住宿資格？", "demerit", REFERENCE_DATE),
        _q("2018年澳門濠江大學宿舍按金是多少？", "deposit", date(2018, 12, 31)),
        _q("2019年時濠江大學宿舍大門晚上幾點關？", "curfew", date(2019, 12, 31)),
        _q("2022年濠江大學學生宿舍違規扣分累計多少會被趕出宿舍？", "demerit", date(2022, 12, 31)),
        _q("2017年澳門濠江大學宿舍訪客可以幾點到幾點探訪？", "visitors", date(2017, 12, 31)),
        _q("2026/2027學年起，澳門濠江大學宿舍雙人房每學期收費多少？", "fee", date(2026, 8, 20)),
        _q("二零二六年九月起濠江大學宿舍還有關門時間嗎？", "curfew", date(2026, 9, 1)),
    ),
)


UNSEEN_FAMILIES_3B: tuple[RuleFamily, ...] = (
    _HARLAN_VALLEY,
    _CAPRICORNIA,
    _MPBL,
    _RAVENSMOOR,
    _QINGLAN,
    _YUNZE,
    _NANYU,
    _HOUKONG,
)
