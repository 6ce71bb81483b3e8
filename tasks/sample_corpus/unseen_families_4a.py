"""Blind batch 4a: eight versioned rule families (4 English, 4 Chinese), written without seeing any other batch."""

from __future__ import annotations

from datetime import date

from tasks.sample_corpus.families import REFERENCE_DATE, RuleFamily, RuleQuestion, RuleVersion


def _version(slug: str, title: str, start: date, head: tuple[str, ...], facts: dict[str, str],
             tail: tuple[str, ...] = ()) -> RuleVersion:
    return RuleVersion(slug=slug, title=title, paragraphs=(*head, *facts.values(), *tail), in_force_from=start,
                       facts=dict(facts))


def _q(query: str, fact: str, as_of: date = REFERENCE_DATE) -> RuleQuestion:
    kind = "current" if as_of == REFERENCE_DATE else "historical" if as_of < REFERENCE_DATE else "future"
    return RuleQuestion(query=query, fact=fact, as_of=as_of, kind=kind)


# ---------------------------------------------------------------------------------------------------------------
# EN 1: airport authority, Canada - aeronautical charges and noise management
# ---------------------------------------------------------------------------------------------------------------
_YTV = RuleFamily(
    family="bl4a-ytv-aeronautical-charges",
    phrasing="blind4-a-en-1",
    language="en",
    folder="official/airport-charges",
    author="Tamarack Valley International Airport Authority",
    versions=(
        _version(
            "bl4a-ytv-schedule-ac-2018",
            "Aeronautical Charges and Noise Management Schedule",
            date(2018, 11, 14),
            (
                "Tamarack Valley International Airport Authority (YTV) - Saskatchewan, Canada",
                "AERONAUTICAL CHARGES AND NOISE MANAGEMENT SCHEDULE - SCHEDULE AC",
                "Approved by resolution of the Board of Directors at its regular meeting of 14 November 2018.",
            ),
            {
                "landing": "1. Landing fee. Each landing of a fixed-wing aircraft is charged C$8.40 per 1,000 kg of "
                           "maximum take-off weight (MTOW), subject to a minimum charge of C$45.00 per landing.",
                "night": "2. Night movements. Between 23:00 and 06:00 local time jet departures require prior "
                         "permission from Airport Operations; each approved night movement is charged a noise "
                         "surcharge of 50% of the applicable landing fee.",
                "noise": "3. Noise exceedance. Where a departing aircraft exceeds 94 dBA at the Coldwater Road "
                         "noise monitor, the operator is invoiced C$1,500 for a first exceedance in a calendar year "
                         "and C$3,000 for each further exceedance.",
                "payment": "4. Payment. Invoices are payable within 30 days of the invoice date; overdue amounts "
                           "bear interest at 1.5% per month.",
            },
            (
                "Passenger charges are governed separately by the Airport Improvement Fee Memorandum of Agreement "
                "and are not part of this Schedule.",
            ),
        ),
        _version(
            "bl4a-ytv-schedule-ac-2022",
            "Notice of New and Increased Aeronautical Charges - Schedule AC",
            date(2022, 1, 1),
            (
                "TAMARACK VALLEY INTERNATIONAL AIRPORT AUTHORITY",
                "Notice of New and Increased Aeronautical Charges - Schedule AC",
                "Date of notice: 25 October 2021    Effective date: 1 January 2022",
                "This notice is published not less than 60 days before the effective date. From the effective "
                "date, the charges below replace Schedule AC as approved by the Board on 14 November 2018.",
            ),
            {
                "landing": "1. Landing fee: C$9.15 per 1,000 kg MTOW per landing, minimum C$50.00. Aircraft below "
                           "2,000 kg MTOW flying training circuits pay a flat C$20.00 per landing.",
                "night": "2. Night period 23:30-06:30. Jet movements need prior permission, and every approved "
                         "night landing or departure attracts a noise surcharge equal to 75% of the landing fee.",
                "noise": "3. Noise limit on departure at the Coldwater Road monitor: 92 dBA. Each exceedance is "
                         "billed C$2,000, doubled for the third and any later exceedance in a rolling 12 months.",
                "payment": "4. Accounts are due 30 days from invoice; late balances accrue interest at 1.25% per "
                           "month and may lead to withdrawal of credit facilities.",
            },
            (
                "Air carrier consultation meeting held 14 September 2021. Enquiries: Aeronautical Revenue, YTV.",
            ),
        ),
        _version(
            "bl4a-ytv-schedule-ac-2027",
            "Aeronautical Charges and Noise Management Schedule (Schedule AC) - 2027 Charges",
            date(2027, 1, 1),
            (
                "Tamarack Valley International Airport Authority",
                "Aeronautical Charges and Noise Management Schedule (Schedule AC) - 2027 Charges",
                "Published 20 March 2026. These charges take effect on 1 January 2027; until then the charges "
                "notified on 25 October 2021 continue to apply.",
            ),
            {
                "landing": "1. Landing fee: C$10.60 per 1,000 kg of MTOW, minimum C$60.00 a landing. The flat "
                           "training-circuit rate for aircraft under 2,000 kg rises to C$25.00.",
                "night": "2. The night window is 23:00 to 07:00. Only Chapter 4 jets may be granted a night slot, "
                         "and each night movement pays a surcharge of 100% of the landing fee.",
                "noise": "3. A departure louder than 90 dBA at the Coldwater Road or Prairie Lane monitor is billed "
                         "C$2,500; a fourth event within 12 months triggers a review of the operator's night "
                         "permissions.",
                "payment": "4. Payment terms: 21 days from the invoice date. Interest on late payment is charged "
                           "at 1.25% per month.",
            },
            ("Next scheduled review of Schedule AC: autumn 2028.",),
        ),
    ),
    questions=(
        _q("What is the landing fee per tonne at Tamarack Valley International Airport?", "landing"),
        _q("YTV airport: what counts as night and how much extra does a jet pay to move at night?", "night"),
        _q("Penalty charged by the Tamarack Valley airport authority when a departing plane is too loud at the "
           "noise monitor", "noise"),
        _q("What did Tamarack Valley airport charge airlines per 1,000 kg for a landing in 2020?", "landing",
           date(2020, 12, 31)),
        _q("In mid-2019, how long did operators have to settle Tamarack Valley airport invoices, and what "
           "interest was added after that?", "payment", date(2019, 7, 1)),
        _q("How much was the noise exceedance charge at Tamarack Valley International in 2023?", "noise",
           date(2023, 12, 31)),
        _q("From January 2027, what surcharge will Tamarack Valley airport apply to night flights?", "night",
           date(2027, 1, 1)),
        _q("Tamarack Valley YTV landing charge per 1,000 kg MTOW in March 2027", "landing", date(2027, 3, 1)),
    ),
)


# ---------------------------------------------------------------------------------------------------------------
# EN 2: water corporation, Victoria (Australia) - water restriction by-law
# ---------------------------------------------------------------------------------------------------------------
_CVW = RuleFamily(
    family="bl4a-cvw-water-restriction-bylaw",
    phrasing="blind4-a-en-2",
    language="en",
    folder="official/water-restrictions",
    author="Coorabin Valley Water Corporation",
    versions=(
        _version(
            "bl4a-cvw-bylaw-no3",
            "Water Restriction By-law No. 3",
            date(2014, 6, 26),
            (
                "COORABIN VALLEY WATER CORPORATION",
                "Water Act 1989 (Vic) - By-law No. 3: Water Restriction By-law",
                "Made by the Board of the Corporation at its meeting of 17 June 2014. This By-law comes into "
                "operation on the day on which notice of its making is published in the Government Gazette.",
                "Notice of making published: Victoria Government Gazette G 26, 26 June 2014.",
            ),
            {
                "watering": "1. Permanent water saving rules. Gardens may be watered at any time with a hand-held "
                            "hose fitted with a trigger nozzle; sprinklers may be used only between 6 pm and 10 am.",
                "stage3": "2. Stage 3 restrictions. While Stage 3 is declared, lawns must not be watered at all, and "
                          "gardens may be watered by drip system only on Tuesdays and Saturdays between 6 am and 8 am.",
                "penalty": "3. Offences. A person who contravenes this By-law is liable to a maximum penalty of 20 "
                           "penalty units; the Corporation may instead serve an infringement notice for 2 penalty "
                           "units.",
                "exemption": "4. Exemptions. A customer may apply in writing for an exemption; the application fee "
                             "is $35 and the Corporation will decide it within 15 business days.",
            },
        ),
        _version(
            "bl4a-cvw-bylaw-no7",
            "Water Restriction By-law No. 7",
            date(2019, 12, 1),
            (
                "Coorabin Valley Water",
                "By-law No. 7 - Water Restriction By-law 2019",
                "Commencement: this By-law commences on 1 December 2019.",
                "Revocation: By-law No. 3 (Water Restriction By-law), made on 17 June 2014, is revoked.",
            ),
            {
                "watering": "1. Under the permanent rules, sprinklers and other fixed systems may run only from "
                            "6 pm to 9 am; hand watering with a trigger-nozzle hose remains allowed at any hour.",
                "stage3": "2. Stage 3: no lawn watering; garden beds may be drip-watered on alternate days "
                          "(odd-numbered houses on odd dates, even-numbered on even dates) from 6 am to 8 am.",
                "penalty": "3. Breach of a restriction is an offence carrying up to 40 penalty units. The "
                           "infringement penalty is 3 penalty units for an individual and 10 for a body corporate.",
                "exemption": "4. Exemption requests may be lodged online or on the approved form without charge; "
                             "a decision will be given within 10 business days.",
            },
        ),
        _version(
            "bl4a-cvw-bylaw-no11",
            "Water Restriction By-law No. 11",
            date(2024, 7, 1),
            (
                "COORABIN VALLEY WATER CORPORATION - By-law No. 11",
                "Water Restriction By-law 2024",
                "This By-law was made on 9 April 2024 and comes into operation on 1 July 2024. On that day the "
                "Corporation's previous water restriction by-law is revoked.",
            ),
            {
                "watering": "1. Permanent water saving rules: automatic sprinklers may operate only between 8 pm "
                            "and 8 am on any day; watering with a hand-held trigger-nozzle hose is unrestricted.",
                "stage3": "2. Stage 3: lawns may not be watered; gardens may be watered with a drip system or "
                          "watering can twice a week, on each property's allocated days, between 6 am and 8 am.",
                "penalty": "3. The maximum penalty for an offence against this By-law is 60 penalty units. The "
                           "infringement notice amount is 4 penalty units for individuals and 12 for companies.",
                "exemption": "4. Exemptions: free online application; a water efficiency plan must be attached for "
                             "non-residential sites, and the Corporation decides within 20 business days.",
            },
            (
                "Related: Customer Charter 2023 (separate document). This By-law will be reviewed by June 2029.",
            ),
        ),
    ),
    questions=(
        _q("Coorabin Valley Water: what hours can I run a sprinkler under the permanent water saving rules?",
           "watering"),
        _q("What is the fine for breaking water restrictions in the Coorabin Valley Water area?", "penalty"),
        _q("If Coorabin Valley goes to Stage 3 restrictions, can I still water my lawn or garden?", "stage3"),
        _q("How do I get an exemption from the Coorabin Valley water restriction by-law, and does it cost "
           "anything?", "exemption"),
        _q("In 2017, when were Coorabin Valley residents allowed to use garden sprinklers?", "watering",
           date(2017, 12, 31)),
        _q("What was the on-the-spot penalty for breaching Coorabin Valley Water restrictions in 2022?",
           "penalty", date(2022, 12, 31)),
        _q("Coorabin Valley Water Stage 3 garden watering rules as at 1 March 2016", "stage3", date(2016, 3, 1)),
        _q("Before the 2024 by-law, was there a fee to apply for a Coorabin Valley water restriction exemption?",
           "exemption", date(2024, 3, 31)),
    ),
)


# ---------------------------------------------------------------------------------------------------------------
# EN 3: nursing regulator, Philippines - renewal of registration and late surcharges
# ---------------------------------------------------------------------------------------------------------------
_CNLP = RuleFamily(
    family="bl4a-cnlp-nurse-renewal",
    phrasing="blind4-a-en-3",
    language="en",
    folder="official/nursing-registration",
    author="Council for Nursing Licensure and Practice",
    versions=(
        _version(
            "bl4a-cnlp-res-08-s2016",
            "Rules on the Renewal of Certificates of Registration of Nurses",
            date(2016, 8, 16),
            (
                "Republic of the Philippines | COUNCIL FOR NURSING LICENSURE AND PRACTICE",
                "Board Resolution No. 08, Series of 2016",
                "Rules on the Renewal of Certificates of Registration of Nurses",
                "This Resolution shall take effect fifteen (15) days after its publication in the Official "
                "Gazette. (Published in the Official Gazette on 1 August 2016.)",
            ),
            {
                "cycle": "1. Validity. The Certificate of Registration and Professional Identification Card are "
                         "valid for three (3) years and shall be renewed on or before the registrant's birthday "
                         "in the year of expiry, in person at any regional office.",
                "fee": "2. Renewal fee. The renewal fee is PHP 450.00 for each three-year period.",
                "late": "3. Late renewal. A registrant who renews after expiry shall pay a surcharge of PHP 150.00 "
                        "for every year or fraction thereof of delay, but not exceeding PHP 750.00.",
                "cpd": "4. Continuing professional development. Proof of forty-five (45) CPD credit units earned "
                       "within the three-year period shall be presented upon renewal.",
            },
            ("APPROVED this 28th day of June 2016 in the City of Manila. (Sgd.) Chairperson; Members.",),
        ),
        _version(
            "bl4a-cnlp-res-21-s2021",
            "Amended Rules on the Renewal of Registration of Nurses",
            date(2021, 3, 1),
            (
                "COUNCIL FOR NURSING LICENSURE AND PRACTICE",
                "Board Resolution No. 21, Series of 2021",
                "Subject: Amended Rules on the Renewal of Registration of Nurses",
                "Board Resolution No. 08, Series of 2016 is hereby amended as follows. All other issuances "
                "inconsistent herewith are repealed or modified accordingly.",
            ),
            {
                "cycle": "1. Registration remains valid for three (3) years. Renewal may be filed online through "
                         "the Council portal from six (6) months before the registrant's birthday in the year of "
                         "expiry.",
                "fee": "2. The fee for renewal is PHP 600.00 per renewal cycle, inclusive of the new identification "
                       "card.",
                "late": "3. Renewal after expiry incurs a delinquency surcharge of PHP 200.00 per year or part of a "
                        "year of delay, capped at PHP 1,000.00.",
                "cpd": "4. Fifteen (15) CPD units are required per renewal cycle, of which at least five (5) must "
                       "be on patient safety.",
            },
            (
                "This Resolution shall take effect on 1 March 2021, following its publication in a newspaper of "
                "general circulation. DONE in the City of Manila, this 15th day of January 2021.",
            ),
        ),
        _version(
            "bl4a-cnlp-res-05-s2026",
            "Revised Rules on Renewal of Registration and Late Renewal Surcharges",
            date(2027, 1, 1),
            (
                "Republic of the Philippines - Council for Nursing Licensure and Practice",
                "Board Resolution No. 05, Series of 2026",
                "Revised Rules on Renewal of Registration and Late Renewal Surcharges",
                "This Resolution repeals Board Resolution No. 21, s. 2021 and shall take effect on 1 January "
                "2027, notwithstanding its earlier publication.",
            ),
            {
                "cycle": "1. Registration is renewed every three (3) years exclusively through the online portal, "
                         "not later than the last day of the registrant's birth month in the year of expiry.",
                "fee": "2. Renewal fee: PHP 750.00 per three-year cycle; senior registrants aged 60 or over pay "
                       "PHP 375.00.",
                "late": "3. Delinquent renewal: PHP 300.00 for each year or fraction of delay, to a maximum of "
                        "PHP 1,500.00; registrants delinquent for over five years must also complete a refresher "
                        "course.",
                "cpd": "4. Thirty (30) CPD credit units must be completed in each three-year cycle, at least ten "
                       "(10) of them on patient safety or infection control.",
            },
            ("ADOPTED this 14th day of April 2026, Manila.",),
        ),
    ),
    questions=(
        _q("How much does it cost to renew a nursing registration with the CNLP?", "fee"),
        _q("Council for Nursing Licensure and Practice surcharge for nurses who renew late", "late"),
        _q("How many CPD units does a Filipino nurse need for renewal under the Council for Nursing Licensure and "
           "Practice rules?", "cpd"),
        _q("What was the CNLP nurse registration renewal fee in 2018?", "fee", date(2018, 12, 31)),
        _q("Late renewal penalty for nurses under CNLP rules as of 31 December 2019", "late", date(2019, 12, 31)),
        _q("In 2023, how many continuing education credits did the Council for Nursing Licensure and Practice "
           "ask for at renewal?", "cpd", date(2023, 12, 31)),
        _q("From 1 January 2027, what will the CNLP charge a nurse to renew registration?", "fee",
           date(2027, 1, 1)),
        _q("Once the new CNLP renewal resolution starts in 2027, how and by when must nurses renew?", "cycle",
           date(2027, 1, 1)),
    ),
)


# ---------------------------------------------------------------------------------------------------------------
# EN 4: coastal district council, UK - beach trading and event permit conditions
# ---------------------------------------------------------------------------------------------------------------
_SBDC = RuleFamily(
    family="bl4a-sbdc-beach-permit-conditions",
    phrasing="blind4-a-en-4",
    language="en",
    folder="official/beach-permits",
    author="Saltmarsh Bay District Council",
    versions=(
        _version(
            "bl4a-sbdc-beach-conditions-v1-0",
            "Beach Trading and Events: Standard Permit Conditions",
            date(2017, 3, 9),
            (
                "Saltmarsh Bay District Council - Seafront Services",
                "Beach Trading and Events: Standard Permit Conditions",
                "Version 1.0. Approved by the Licensing and Regulatory Committee on 9 March 2017.",
            ),
            {
                "hours": "1. Trading hours. Permit holders may trade on the beach from 9.00am to 7.00pm between "
                         "Good Friday and 30 September. No beach trading is permitted outside that period.",
                "fee": "2. Fees. A seasonal beach trading consent costs GBP 1,250 per pitch; a daily consent costs "
                       "GBP 45.",
                "events": "3. Events. Applications to hold an event on the beach or promenade must reach the "
                          "Council at least 28 days beforehand; events for 500 or more people also require a "
                          "premises licence under the Licensing Act 2003.",
                "insurance": "4. Insurance. Every permit holder must hold public liability insurance of not less "
                             "than GBP 5 million and produce the certificate on request.",
            },
            ("Street trading away from the beach is controlled under the Council's Street Trading Policy.",),
        ),
        _version(
            "bl4a-sbdc-beach-conditions-v2-0",
            "Beach Trading and Events: Standard Permit Conditions",
            date(2021, 4, 1),
            (
                "SALTMARSH BAY DISTRICT COUNCIL",
                "Beach Trading and Events: Standard Permit Conditions",
                "Version 2.0 - effective from 1 April 2021",
                "Document control: v1.0 approved by Licensing and Regulatory Committee 9 March 2017; v2.0 approved "
                "by Cabinet 10 February 2021; next review due March 2024.",
            ),
            {
                "hours": "1. Beach vendors may trade between 8.30am and 8.00pm daily from 1 March to 31 October.",
                "fee": "2. The seasonal consent fee is GBP 1,480 per pitch and a single-day consent is GBP 55.",
                "events": "3. Event applications need at least 42 days' notice. Events expecting more than 999 "
                          "people are referred to the Safety Advisory Group, which may require a further 28 days.",
                "insurance": "4. Public liability cover of at least GBP 10 million is a condition of every permit.",
            },
        ),
        _version(
            "bl4a-sbdc-beach-conditions-v3-0",
            "Beach Trading and Events: Standard Permit Conditions (Version 3.0)",
            date(2027, 3, 1),
            (
                "Saltmarsh Bay District Council - Beach Trading and Events: Standard Permit Conditions (Version 3.0)",
                "These conditions supersede Version 2.0 and apply to all permits from the start of the 2027 "
                "season on 1 March 2027. Approved by Cabinet on 18 May 2026 following public consultation "
                "(closed 30 April 2026).",
            ),
            {
                "hours": "1. Trading is allowed 8.00am-9.00pm from 1 March to 31 October, and 10.00am-4.00pm at "
                         "weekends in November.",
                "fee": "2. Fees from 2027: seasonal consent GBP 1,720 per pitch (Zone A) or GBP 1,390 (Zone B); "
                       "day consent GBP 65.",
                "events": "3. Beach and promenade events must be applied for 56 days in advance; any event over "
                          "999 attendees needs an event management plan signed off by the Safety Advisory Group.",
                "insurance": "4. Insurance: GBP 10 million public liability and, for food and drink vendors, GBP 5 "
                             "million product liability.",
            },
            ("Enquiries: seafront@saltmarshbay.gov.example. Alternative formats available on request.",),
        ),
    ),
    questions=(
        _q("What hours are beach vendors allowed to trade at Saltmarsh Bay?", "hours"),
        _q("Saltmarsh Bay District Council seasonal beach pitch fee", "fee"),
        _q("How far ahead must I apply to put on an event on Saltmarsh Bay beach?", "events"),
        _q("In summer 2019, how much did Saltmarsh Bay council charge for a season's beach trading pitch?", "fee",
           date(2019, 7, 1)),
        _q("What level of public liability cover did Saltmarsh Bay beach traders need in 2018?", "insurance",
           date(2018, 12, 31)),
        _q("On 1 June 2020, during which months and hours could vendors trade on Saltmarsh Bay beach?", "hours",
           date(2020, 6, 1)),
        _q("From the 2027 season, what will Saltmarsh Bay charge for a day's beach trading consent?", "fee",
           date(2027, 3, 1)),
        _q("Saltmarsh Bay beach events from March 2027: how much notice will the council want?", "events",
           date(2027, 3, 1)),
    ),
)


# ---------------------------------------------------------------------------------------------------------------
# ZH 1: 住房公积金提取管理办法 (simplified)
# ---------------------------------------------------------------------------------------------------------------
_JCGJJ = RuleFamily(
    family="bl4a-jc-gjj-tiqu",
    phrasing="blind4-a-zh-1",
    language="zh",
    folder="official/housing-fund-zh",
    author="江川市住房公积金管理委员会",
    versions=(
        _version(
            "bl4a-jc-gjj-tiqu-2017",
            "江川市住房公积金提取管理办法",
            date(2017, 4, 10),
            (
                "江川市住房公积金管理委员会",
                "江公积金委〔2017〕3号",
                "关于印发《江川市住房公积金提取管理办法》的通知",
                "各县（区）管理部、各缴存单位：现将《江川市住房公积金提取管理办法》印发给你们，请遵照执行。",
            ),
            {
                "purchase": "第六条 购买自住住房的，职工应当自取得不动产权证书或者购房合同备案之日起两年内申请提取。",
                "rent": "第八条 无房职工租赁住房的，每年可提取一次，提取额不超过本人上年度缴存额的70%，"
                        "且每年最高不超过12000元。",
                "resign": "第十条 职工与单位终止劳动关系、未再就业，且住房公积金账户封存满两年的，可以申请销户提取。",
                "illness": "第十二条 职工本人、配偶及其直系亲属患重大疾病的，可以提取本人住房公积金，"
                           "提取额不超过个人负担的医疗费用。",
            },
            (
                "本办法由江川市住房公积金管理中心负责解释，自印发之日起施行。",
                "江川市住房公积金管理委员会 2017年4月10日",
            ),
        ),
        _version(
            "bl4a-jc-gjj-tiqu-2019-xiugai",
            "关于修改《江川市住房公积金提取管理办法》部分条款的决定",
            date(2019, 5, 1),
            (
                "江川市住房公积金管理委员会",
                "江公积金委〔2019〕6号",
                "关于修改《江川市住房公积金提取管理办法》部分条款的决定",
                "经市住房公积金管理委员会2019年第一次全体会议审议，决定对《江川市住房公积金提取管理办法》"
                "（江公积金委〔2017〕3号）作如下修改：",
            ),
            {
                "rent": "一、第八条修改为：无房职工租赁住房的，每季度可提取一次，每年累计提取额最高不超过15000元；"
                        "租住公共租赁住房的，按实际租金提取。",
                "resign": "二、第十条中的“封存满两年”修改为“封存满一年”。",
            },
            ("本决定自2019年5月1日起施行。《江川市住房公积金提取管理办法》根据本决定作相应修改，重新公布。",),
        ),
        _version(
            "bl4a-jc-gjj-tiqu-2021",
            "江川市住房公积金提取管理办法",
            date(2021, 7, 1),
            (
                "江川市住房公积金管理委员会文件",
                "江公积金委〔2021〕9号",
                "江川市住房公积金提取管理办法",
            ),
            {
                "purchase": "第六条 购买、建造自住住房的，应当自不动产登记或购房合同网签备案之日起三年内申请提取，"
                            "提取总额不超过购房款。",
                "rent": "第八条 租房提取可按月或按季度办理，月提取额不超过1500元，每年累计不超过18000元。",
                "resign": "第十条 职工与单位解除劳动关系且账户封存满六个月未重新就业的，可申请提取全部余额并销户。",
                "illness": "第十二条 职工及其配偶、父母、子女患重大疾病的，可凭医疗费用票据提取，"
                           "每年提取额最高不超过20万元。",
            },
            (
                "第三十条 本办法自2021年7月1日起施行。《江川市住房公积金提取管理办法》（江公积金委〔2017〕3号）及"
                "《关于修改〈江川市住房公积金提取管理办法〉部分条款的决定》（江公积金委〔2019〕6号）同时废止。",
            ),
        ),
        _version(
            "bl4a-jc-gjj-tiqu-2024",
            "江川市住房公积金提取管理办法（2024年修订）",
            date(2024, 3, 1),
            (
                "江川市住房公积金管理中心",
                "江川市住房公积金提取管理办法（2024年修订）",
                "（2024年2月6日江川市住房公积金管理委员会第十五次全体会议审议通过）",
            ),
            {
                "purchase": "第六条 购买自住住房的，提取申请须在房屋交易完成后五年内提出；同一套住房只能提取一次。",
                "rent": "第八条 职工租房提取不再区分频次，每年累计最高可提取24000元；多子女家庭上浮20%。",
                "resign": "第十条 离职职工账户封存满半年且未在异地续缴的，可申请销户提取；"
                          "外地户籍职工离开本市的，不受封存期限限制。",
                "illness": "第十二条 家庭成员患重大疾病，提取额以个人实际负担的医疗费用为限，不设年度上限，"
                           "可同时提取配偶账户余额。",
            },
            (
                "第三十二条 本办法自2024年3月1日起施行，有效期五年。此前有关规定与本办法不一致的，以本办法为准。",
            ),
        ),
    ),
    questions=(
        _q("江川市公积金租房提取每年最多能取多少？", "rent"),
        _q("江川住房公积金 离职以后要等多久才能销户提取", "resign"),
        _q("在江川买了房，多长时间内要去申请提取公积金？", "purchase"),
        _q("江川市家里人得了重病可以提公积金吗，最多提多少", "illness"),
        _q("2018年江川市租房提取公积金的额度上限是多少？", "rent", date(2018, 12, 31)),
        _q("2020年江川离职职工账户封存多久才可以销户提取公积金？", "resign", date(2020, 12, 31)),
        _q("2022年时江川市购房提取住房公积金的申请期限", "purchase", date(2022, 12, 31)),
        _q("江川市2017年的公积金办法里，重大疾病提取是怎么规定的", "illness", date(2017, 12, 31)),
    ),
)


# ---------------------------------------------------------------------------------------------------------------
# ZH 2: 公共租赁住房租金标准 (simplified)
# ---------------------------------------------------------------------------------------------------------------
_LZGZF = RuleFamily(
    family="bl4a-lz-gongzufang-zujin",
    phrasing="blind4-a-zh-2",
    language="zh",
    folder="official/public-rental-zh",
    author="临州市住房保障中心",
    versions=(
        _version(
            "bl4a-lz-gzf-zujin-2015",
            "关于公布临州市公共租赁住房租金标准的通知",
            date(2016, 1, 1),
            (
                "临州市住房保障中心",
                "临住保〔2015〕88号",
                "关于公布临州市公共租赁住房租金标准的通知",
                "经市发展改革委审核同意，现将我市公共租赁住房租金标准公布如下，自2016年1月1日起执行。",
            ),
            {
                "rent": "一、市区公共租赁住房租金标准为每月每平方米（使用面积）9.5元；城南、城北组团为每月每平方米8元。",
                "discount": "二、城镇最低生活保障家庭按租金标准的10%缴纳租金；低收入家庭按租金标准的50%缴纳。",
                "overdue": "三、承租人累计6个月未缴纳租金的，由运营单位解除租赁合同，收回住房。",
                "deposit": "四、签订租赁合同时，承租人应缴纳相当于两个月租金的押金。",
            },
            ("临州市住房保障中心 2015年12月21日",),
        ),
        _version(
            "bl4a-lz-gzf-zujin-2019",
            "临州市住房保障中心关于调整公共租赁住房租金标准的通知",
            date(2020, 1, 1),
            (
                "临州市住房保障中心文件",
                "临住保〔2019〕45号",
                "临州市住房保障中心关于调整公共租赁住房租金标准的通知",
                "各区住房保障部门、各公租房运营单位：",
            ),
            {
                "rent": "一、调整后的租金标准：市区每月每平方米11元，城南、城北组团每月每平方米9元，"
                        "高新区人才公寓每月每平方米13元。",
                "discount": "二、低保家庭租金按标准的5%收取，低收入家庭按标准的40%收取，其他保障对象按全额收取。",
                "overdue": "三、无正当理由连续3个月或累计6个月拖欠租金的，应当退出公共租赁住房，并按规定支付违约金。",
                "deposit": "四、押金标准调整为一个月租金；低保家庭免缴押金。",
            },
            (
                "本通知自2020年1月1日起执行。《关于公布临州市公共租赁住房租金标准的通知》（临住保〔2015〕88号）"
                "同时停止执行。",
                "临州市住房保障中心 2019年11月18日",
            ),
        ),
        _version(
            "bl4a-lz-gzf-zujin-2023",
            "临州市公共租赁住房租金标准（2023年版）",
            date(2023, 7, 1),
            (
                "临州市公共租赁住房租金标准（2023年版）",
                "临州市住房保障中心 发布",
                "发布日期：2023年5月26日    执行日期：2023年7月1日",
                "本标准执行之日起，此前公布的公共租赁住房租金标准不再执行。",
            ),
            {
                "rent": "1．租金按建筑面积计收：市区每月每平方米12.5元，城南、城北组团10元，高新区人才公寓15元。",
                "discount": "2．低保家庭、特困人员免收租金；低收入家庭按标准的30%缴纳。",
                "overdue": "3．拖欠租金累计满3个月的，运营单位书面催缴；催缴后仍满6个月未缴的，依法收回住房并纳入失信记录。",
                "deposit": "4．不再收取押金，改由承租人签署履约承诺书。",
            },
            ("5．租金标准实行动态调整，下一次评估拟于2026年启动。",),
        ),
    ),
    questions=(
        _q("临州市公租房现在每平方米租金多少钱？", "rent"),
        _q("临州低保家庭租公租房要交多少租金", "discount"),
        _q("临州公租房欠租多久会被收回房子？", "overdue"),
        _q("临州市住房保障中心的公共租赁住房押金怎么收", "deposit"),
        _q("2018年临州市区公租房租金标准是多少", "rent", date(2018, 12, 31)),
        _q("2021年3月时临州公租房低收入家庭租金按多少比例交", "discount", date(2021, 3, 1)),
        _q("2017年临州公租房拖欠房租几个月会解除合同", "overdue", date(2017, 12, 31)),
        _q("临州2022年公共租赁住房押金标准", "deposit", date(2022, 12, 31)),
    ),
)


# ---------------------------------------------------------------------------------------------------------------
# ZH 3: 家庭经济困难学生资助实施办法 (simplified)
# ---------------------------------------------------------------------------------------------------------------
_NLZZ = RuleFamily(
    family="bl4a-nl-xuesheng-zizhu",
    phrasing="blind4-a-zh-3",
    language="zh",
    folder="official/student-aid-zh",
    author="南岭省教育厅 南岭省财政厅",
    versions=(
        _version(
            "bl4a-nl-zizhu-2018",
            "南岭省普通高等学校家庭经济困难学生资助实施办法",
            date(2018, 9, 1),
            (
                "南岭省教育厅 南岭省财政厅",
                "南教财〔2018〕21号",
                "关于印发《南岭省普通高等学校家庭经济困难学生资助实施办法》的通知",
            ),
            {
                "recognition": "第五条 家庭经济困难学生认定工作每学年开展一次，各高校应于每年10月31日前完成认定。",
                "grant": "第七条 国家助学金分两档：一档每生每年4000元，二档每生每年2500元。",
                "loan": "第十一条 生源地信用助学贷款额度：全日制本专科学生每人每年不超过8000元，"
                        "研究生每人每年不超过12000元。",
                "workstudy": "第十四条 校内勤工助学岗位按小时计酬的，每小时酬金不低于12元。",
            },
            (
                "第二十五条 本办法自2018年9月1日起施行。",
                "南岭省教育厅 南岭省财政厅 2018年7月20日",
            ),
        ),
        _version(
            "bl4a-nl-zizhu-2022",
            "南岭省普通高等学校家庭经济困难学生资助实施办法",
            date(2022, 9, 1),
            (
                "南岭省教育厅 南岭省财政厅",
                "南教财〔2022〕9号",
                "关于印发《南岭省普通高等学校家庭经济困难学生资助实施办法》的通知",
                "各普通高等学校：为进一步完善学生资助政策体系，我们对原办法进行了修订，现印发给你们，请认真贯彻执行。",
            ),
            {
                "recognition": "第五条 认定工作于每学年秋季学期开展，高校须在10月15日前完成认定并公示5个工作日。",
                "grant": "第七条 国家助学金分三档：一档每生每年4400元，二档3300元，三档2200元。",
                "loan": "第十一条 本专科学生生源地信用助学贷款每人每年最高12000元，研究生每人每年最高16000元。",
                "workstudy": "第十四条 临时岗位勤工助学酬金原则上每小时不低于15元。",
            },
            ("第二十六条 本办法自2022年9月1日起施行，有效期5年。南教财〔2018〕21号文件同时废止。",),
        ),
        _version(
            "bl4a-nl-zizhu-2026",
            "南岭省普通高等学校家庭经济困难学生资助实施办法（2026年修订）",
            date(2026, 9, 1),
            (
                "南岭省教育厅 南岭省财政厅",
                "南教财〔2026〕4号",
                "关于印发《南岭省普通高等学校家庭经济困难学生资助实施办法（2026年修订）》的通知",
                "2026年4月15日",
            ),
            {
                "recognition": "第五条 家庭经济困难学生认定原则上在新生入学后一个月内完成，最迟不晚于9月30日；"
                               "认定结果实行动态调整。",
                "grant": "第七条 国家助学金平均资助标准提高至每生每年3700元，分为一档5000元、二档3500元、三档2500元。",
                "loan": "第十一条 生源地信用助学贷款额度调整为：本专科学生每人每年不超过18000元，"
                        "研究生每人每年不超过22000元。",
                "workstudy": "第十四条 校内勤工助学临时岗位每小时酬金不低于18元，且不低于当地最低小时工资标准。",
            },
            (
                "第二十七条 本办法自2026年秋季学期开学之日即2026年9月1日起施行。2022年印发的原实施办法自同日起停止执行。",
            ),
        ),
    ),
    questions=(
        _q("南岭省高校国家助学金一年能拿多少钱", "grant"),
        _q("南岭省家庭经济困难学生认定要在什么时候之前做完？", "recognition"),
        _q("南岭省生源地助学贷款本科生一年最多能贷多少", "loan"),
        _q("2020年南岭省高校勤工助学每小时报酬最低多少", "workstudy", date(2020, 12, 31)),
        _q("2019年南岭省国家助学金一档标准是多少", "grant", date(2019, 12, 31)),
        _q("2024年南岭省研究生生源地信用贷款上限", "loan", date(2024, 12, 31)),
        _q("2026年9月起南岭省高校勤工助学时薪最低标准", "workstudy", date(2026, 9, 1)),
        _q("南岭省新资助办法施行后，2027年春季学期国家助学金各档多少钱？", "grant", date(2027, 3, 1)),
    ),
)


# ---------------------------------------------------------------------------------------------------------------
# ZH 4: 澳門房屋局 社會房屋租戶守則 (traditional)
# ---------------------------------------------------------------------------------------------------------------
_IHM = RuleFamily(
    family="bl4a-mo-ih-shehui-fangwu-zuhu",
    phrasing="blind4-a-zh-4",
    language="zh",
    folder="official/social-housing-zh",
    author="澳門特別行政區房屋局",
    versions=(
        _version(
            "bl4a-mo-ih-zuhu-2015",
            "社會房屋租戶守則",
            date(2015, 3, 19),
            (
                "澳門特別行政區 房屋局",
                "房屋局局長第08/IH/2015號批示",
                "社會房屋租戶守則",
                "本批示自公佈翌日起生效。（公佈於二零一五年三月十八日《澳門特別行政區公報》第二組）",
            ),
            {
                "pets": "一、租戶不得在單位內飼養貓、狗或其他可能對鄰居造成滋擾的動物，經房屋局書面許可的導盲犬除外。",
                "noise": "二、每日晚上十一時至翌日早上七時，租戶不得進行裝修工程或發出可能滋擾鄰居的聲響。",
                "absence": "三、租戶連續離開單位超過九十日，須事先以書面通知房屋局；無合理理由不在單位居住逾一百八十日者，"
                           "房屋局可解除租賃合同。",
                "arrears": "四、租金須於每月十日前繳付；逾期繳付者，須另繳相當於月租百分之十的附加費。",
                "violation": "五、違反本守則者，房屋局可發出書面警告；十二個月內收到三次書面警告者，房屋局可解除租賃合同。",
            },
        ),
        _version(
            "bl4a-mo-ih-zuhu-2020",
            "社會房屋租戶守則",
            date(2020, 10, 1),
            (
                "房屋局",
                "第21/IH/2020號批示",
                "房屋局局長行使法律賦予的職權，作出本批示：一、核准《社會房屋租戶守則》，全文載於附件。"
                "二、廢止第08/IH/2015號批示。三、本批示自二零二零年十月一日起生效。",
                "附件：社會房屋租戶守則",
            ),
            {
                "pets": "（一）租戶可飼養魚類、龜類及籠養雀鳥；飼養貓、狗須事先獲房屋局書面許可，且每戶以一隻為限。",
                "noise": "（二）晚上十時至翌日早上八時，不得進行裝修或發出滋擾鄰居的噪音；星期日及公眾假期全日不得裝修。",
                "absence": "（三）租戶離開單位連續超過六十日，應於離開前通知房屋局；連續不在單位居住超過一百二十日者，"
                           "房屋局可解除租賃合同。",
                "arrears": "（四）月租須於每月十五日前繳清；逾期者須繳付月租百分之十五的附加費，逾期三個月者另予書面警告。",
                "violation": "（五）租戶在二十四個月內累積四次書面警告，房屋局得解除租賃合同並收回單位。",
            },
            ("二零二零年九月七日於房屋局 局長（簽署）",),
        ),
        _version(
            "bl4a-mo-ih-zuhu-2023",
            "社會房屋租戶守則（二零二三年修訂本）",
            date(2023, 7, 1),
            (
                "澳門特別行政區房屋局 社會房屋租戶守則（二零二三年修訂本）",
                "經第05/IH/2023號批示修改並重新公佈，修訂內容自二零二三年七月一日起生效。",
                "修訂紀錄：第08/IH/2015號批示（原文）；第21/IH/2020號批示（重訂）；第05/IH/2023號批示（本次修訂）。",
            ),
            {
                "pets": "第一條 租戶可飼養小型寵物，但狗隻體重不得超過十公斤，並須向房屋局登記及已植入晶片；"
                        "每戶寵物總數不得超過兩隻。",
                "noise": "第二條 裝修工程只可於星期一至星期六上午九時至下午六時進行；晚上十時至翌日早上八時須保持安靜。",
                "absence": "第三條 租戶離開單位連續超過三十日須通過網上系統申報；全年累計不在單位居住超過一百八十日者，"
                           "房屋局可解除租賃合同。",
                "arrears": "第四條 租金須於每月最後一個工作日前繳付，逾期者按日計收附加費，每日為月租百分之一，"
                           "最多為月租百分之二十。",
                "violation": "第五條 違規行為按扣分制處理，二十四個月內累積滿十六分者，房屋局得解除租賃合同。",
            },
        ),
    ),
    questions=(
        _q("澳門社會房屋租戶可以養狗嗎？", "pets"),
        _q("房屋局社屋的裝修時間有甚麼限制？", "noise"),
        _q("澳門社屋遲交租金要付多少附加費", "arrears"),
        _q("社會房屋租戶離開澳門的單位多久就要向房屋局申報？", "absence"),
        _q("2018年澳門社會房屋租戶守則對飼養寵物有甚麼規定", "pets", date(2018, 12, 31)),
        _q("二零二一年時，澳門社屋租戶收到幾次書面警告會被解約？", "violation", date(2021, 12, 31)),
        _q("2016年澳門房屋局規定社屋租金每月幾號之前要交", "arrears", date(2016, 12, 31)),
        _q("2022年澳門社會房屋晚上幾點之後不准發出噪音或裝修", "noise", date(2022, 12, 31)),
    ),
)


UNSEEN_FAMILIES_4A: tuple[RuleFamily, ...] = (_YTV, _CVW, _CNLP, _SBDC, _JCGJJ, _LZGZF, _NLZZ, _IHM)
