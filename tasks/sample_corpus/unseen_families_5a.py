"""Blind set 5, batch A: eight versioned rule families for a held-out test set - a borough council's cemetery
and burial fees, a city code's boiler and pressure vessel inspection fees, a courts service's interpreter and
translator fee scale, a district council's filming code of practice, a city's basic funeral-service subsidy
(殡葬补贴), a city's road excavation permit fee standard (道路挖掘收費標準), a professional institute's
qualifying examination fees (專業資格考試收費表) and a city's public kindergarten fees (公办幼儿园保教费).
"""

from __future__ import annotations

from datetime import date

from tasks.sample_corpus.families import REFERENCE_DATE, RuleFamily, RuleQuestion, RuleVersion

Paragraph = str | tuple[str, str]


def _version(slug: str, title: str, in_force_from: date, *paragraphs: Paragraph) -> RuleVersion:
    """A version from its paragraphs in reading order; a (fact key, text) pair is a paragraph stating a fact."""
    texts: list[str] = []
    facts: dict[str, str] = {}
    for paragraph in paragraphs:
        if isinstance(paragraph, tuple):
            key, text = paragraph
            facts[key] = text
        else:
            text = paragraph
        texts.append(text)
    return RuleVersion(slug=slug, title=title, paragraphs=tuple(texts), in_force_from=in_force_from, facts=facts)


def _q(query: str, fact: str, as_of: date = REFERENCE_DATE) -> RuleQuestion:
    kind = "current" if as_of == REFERENCE_DATE else "historical" if as_of < REFERENCE_DATE else "future"
    return RuleQuestion(query=query, fact=fact, as_of=as_of, kind=kind)


# --- 1. Cemetery and burial fees (English borough council) -------------------------------------------------

_CEMETERY = RuleFamily(
    family="bl5a-wyndham-heath-cemetery-fees",
    phrasing="blind5-a-en-1",
    language="en",
    folder="official/cemetery-fees",
    author="Wyndham Heath Borough Council",
    versions=(
        _version(
            "bl5a-wyndham-heath-cemetery-fees-2019",
            "Cemeteries and Burial Grounds: Schedule of Fees and Charges",
            date(2019, 2, 12),
            "Wyndham Heath Borough Council",
            "Bereavement Services",
            "Cemeteries and Burial Grounds: Schedule of Fees and Charges",
            "Approved by the Environment and Leisure Committee at its meeting of 12 February 2019 (Minute EL/19/07).",
            "The following charges are made under article 15 of the Local Authorities' Cemeteries Order 1977 for "
            "Hollins Lane Cemetery, St Oswald's Road Cemetery and the Kettlebrook Burial Ground.",
            ("interment_adult", "1. Interment in a new grave of a person aged 18 or over: £865."),
            ("right_of_burial", "2. Purchase of the Exclusive Right of Burial in a lawn grave for a period of 50 "
                                "years: £1,120."),
            ("cremated_remains", "3. Interment of cremated remains in an existing grave or garden of remembrance "
                                 "plot: £210."),
            ("non_resident", "4. Where neither the deceased nor the applicant was resident in the Borough at the "
                             "date of death, the charges at items 1 to 3 are doubled."),
            ("child_age", "5. No interment fee is charged for a child under the age of 16 years at the date of "
                          "death."),
            "6. Memorial permits (headstone on a lawn grave, up to 900 mm high): £145.",
            "Enquiries: Cemetery Office, Hollins Lane, Wyndham Heath WH4 2PL. Telephone 01632 960418.",
        ),
        _version(
            "bl5a-wyndham-heath-cemetery-fees-2022",
            "Cemeteries and Burial Grounds: Schedule of Fees and Charges 2022/23",
            date(2022, 4, 1),
            "Wyndham Heath Borough Council - Bereavement Services",
            "Cemeteries and Burial Grounds: Schedule of Fees and Charges 2022/23",
            "Effective from 1 April 2022",
            "This schedule replaces the schedule of fees and charges approved by the Environment and Leisure "
            "Committee on 12 February 2019.",
            ("interment_adult", "1. Interment in a new grave of a person aged 18 or over: £1,040."),
            ("right_of_burial", "2. Purchase of the Exclusive Right of Burial in a lawn grave for a period of 50 "
                                "years: £1,385."),
            ("cremated_remains", "3. Interment of cremated remains in an existing grave or garden of remembrance "
                                 "plot: £265."),
            ("non_resident", "4. Non-residents: where neither the deceased nor the applicant lived in the Borough "
                             "at the date of death, the charges at items 1 to 3 are increased by 150 per cent."),
            ("child_age", "5. No interment or grave fee is charged for a child under the age of 18 years. Claims "
                          "for other costs may be made under the Children's Funeral Fund."),
            "6. Memorial permits (headstone on a lawn grave, up to 900 mm high): £170.",
            "All charges are exempt from VAT. Payment is due before the interment takes place.",
            "Cemetery Office, Hollins Lane, Wyndham Heath WH4 2PL | 01632 960418 | bereavement@wyndhamheath.gov.uk",
        ),
        _version(
            "bl5a-wyndham-heath-cemetery-fees-2027",
            "Cemeteries and Burial Grounds: Schedule of Fees and Charges 2027/28",
            date(2027, 4, 1),
            "Wyndham Heath Borough Council - Bereavement Services",
            "Cemeteries and Burial Grounds: Schedule of Fees and Charges 2027/28",
            "Approved by Cabinet on 19 May 2026 (Decision C/26/031).",
            "These charges take effect on 1 April 2027 and supersede the 2022/23 schedule, whose charges were held "
            "at the same level for the years 2023/24 to 2026/27 and continue to apply until 31 March 2027.",
            ("interment_adult", "1. Interment in a new grave of a person aged 18 or over: £1,195."),
            ("right_of_burial", "2. Purchase of the Exclusive Right of Burial in a lawn grave for a period of 50 "
                                "years: £1,610."),
            ("cremated_remains", "3. Interment of cremated remains in an existing grave or garden of remembrance "
                                 "plot: £305."),
            ("non_resident", "4. Non-residents: where neither the deceased nor the applicant lived in the Borough "
                             "at the date of death, the charges at items 1 to 3 are increased by 200 per cent."),
            "5. No interment or grave fee is charged for a child under the age of 18 years.",
            "6. Memorial permits (headstone on a lawn grave, up to 900 mm high): £195.",
            "Cemetery Office, Hollins Lane, Wyndham Heath WH4 2PL | 01632 960418 | bereavement@wyndhamheath.gov.uk",
        ),
    ),
    questions=(
        _q("How much does Wyndham Heath Borough Council charge for an adult burial in a new grave?",
           "interment_adult"),
        _q("What does it cost to buy the exclusive right of burial for a lawn grave in Wyndham Heath?",
           "right_of_burial"),
        _q("burial fees for non-residents wyndham heath cemetery", "non_resident"),
        _q("Up to what age are children's burials free in the borough's cemeteries?", "child_age"),
        _q("What did it cost to inter cremated remains at a Wyndham Heath cemetery in 2020?", "cremated_remains",
           date(2020, 12, 31)),
        _q("In March 2021, what was the surcharge for burying someone who didn't live in Wyndham Heath?",
           "non_resident", date(2021, 3, 31)),
        _q("Interment fee for an adult in a new grave, Hollins Lane Cemetery, on 1 June 2023", "interment_adult",
           date(2023, 6, 1)),
        _q("What will Wyndham Heath charge for an adult interment from 1 April 2027?", "interment_adult",
           date(2027, 4, 1)),
        _q("cremated remains interment charge Wyndham Heath 2027/28", "cremated_remains", date(2027, 4, 1)),
    ),
)


# --- 2. Boiler and pressure vessel inspection fees (US municipal code) ---------------------------------------

_BOILER = RuleFamily(
    family="bl5a-bramwell-junction-boiler-inspection-fees",
    phrasing="blind5-a-en-2",
    language="en",
    folder="official/boiler-inspection",
    author="City of Bramwell Junction",
    versions=(
        _version(
            "bl5a-bramwell-junction-boiler-fees-2017",
            "15.32.090 Inspection and certificate fees.",
            date(2017, 9, 5),
            "BRAMWELL JUNCTION MUNICIPAL CODE",
            "Title 15 BUILDINGS AND CONSTRUCTION - Chapter 15.32 BOILERS AND PRESSURE VESSELS",
            "15.32.090 Inspection and certificate fees.",
            "The following fees shall be paid to the department of building safety for each inspection made and "
            "each certificate of operation issued under this chapter:",
            ("power_boiler", "A. Power boilers, annual internal inspection: $120.00 per boiler."),
            ("low_pressure", "B. Low-pressure heating boilers and water heaters exceeding 200,000 Btu/h input, "
                             "biennial external inspection: $55.00 per unit."),
            "C. Unfired pressure vessels, external inspection: $40.00 per vessel.",
            ("reinspection", "D. Reinspection following a failed inspection or a missed appointment: $75.00."),
            ("late_penalty", "E. A renewal fee for a certificate of operation that is not paid within 30 days after "
                             "the due date shall be increased by 25 percent."),
            "(Ord. 2017-22 § 2, adopted September 5, 2017)",
            "Department of Building Safety, 400 Civic Center Drive, Bramwell Junction. (555) 014-2270.",
        ),
        _version(
            "bl5a-bramwell-junction-boiler-fees-ord-2021-09",
            "Ordinance No. 2021-09 - Boiler and Pressure Vessel Inspection Fees",
            date(2021, 7, 1),
            "ORDINANCE NO. 2021-09",
            "AN ORDINANCE OF THE CITY COUNCIL OF THE CITY OF BRAMWELL JUNCTION AMENDING SECTION 15.32.090 OF THE "
            "BRAMWELL JUNCTION MUNICIPAL CODE RELATING TO BOILER AND PRESSURE VESSEL INSPECTION FEES",
            "THE CITY COUNCIL OF THE CITY OF BRAMWELL JUNCTION DOES ORDAIN AS FOLLOWS:",
            "Section 1. Section 15.32.090 of the Bramwell Junction Municipal Code is hereby amended to read as "
            "follows:",
            "15.32.090 Inspection and certificate fees. The following fees shall be paid to the department of "
            "building safety for each inspection made and each certificate of operation issued under this chapter:",
            ("power_boiler", "A. Power boilers, annual internal inspection: $145.00 per boiler."),
            ("low_pressure", "B. Low-pressure heating boilers and water heaters exceeding 200,000 Btu/h input, "
                             "biennial external inspection: $65.00 per unit."),
            "C. Unfired pressure vessels, external inspection: $48.00 per vessel.",
            ("reinspection", "D. Reinspection following a failed inspection or a missed appointment: $90.00."),
            ("late_penalty", "E. A renewal fee for a certificate of operation that is not paid within 30 days after "
                             "the due date shall be increased by 50 percent."),
            "Section 2. All ordinances or parts of ordinances in conflict herewith are hereby repealed to the extent "
            "of such conflict.",
            "Section 3. This ordinance shall take effect on July 1, 2021.",
            "PASSED, APPROVED AND ADOPTED this 18th day of May, 2021.",
            "Dana R. Whitcombe, Mayor",
            "ATTEST: Luis Ortega, City Clerk",
        ),
        _version(
            "bl5a-bramwell-junction-boiler-fees-2025",
            "15.32.090 Inspection and certificate fees.",
            date(2025, 1, 1),
            "BRAMWELL JUNCTION MUNICIPAL CODE",
            "Title 15 BUILDINGS AND CONSTRUCTION - Chapter 15.32 BOILERS AND PRESSURE VESSELS",
            "15.32.090 Inspection and certificate fees.",
            "The following fees shall be paid to the department of building safety for each inspection made and "
            "each certificate of operation issued under this chapter:",
            ("power_boiler", "A. Power boilers, annual internal inspection: $175.00 per boiler."),
            ("low_pressure", "B. Low-pressure heating boilers and water heaters exceeding 200,000 Btu/h input, "
                             "biennial external inspection: $80.00 per unit."),
            "C. Unfired pressure vessels, external inspection: $58.00 per vessel.",
            ("reinspection", "D. Reinspection following a failed inspection or a missed appointment: $110.00."),
            ("late_penalty", "E. A renewal fee for a certificate of operation that is not paid within 45 days after "
                             "the due date shall be increased by 50 percent."),
            "F. Fees under this section are not refundable once the inspection has been scheduled.",
            "(Ord. 2017-22 § 2; Ord. 2021-09 § 1; Ord. 2024-31 § 1, eff. January 1, 2025)",
            "Code current through Ordinance 2026-04, passed March 3, 2026.",
        ),
    ),
    questions=(
        _q("How much is the annual internal inspection fee for a power boiler in Bramwell Junction?",
           "power_boiler"),
        _q("Bramwell Junction reinspection fee after a failed boiler inspection", "reinspection"),
        _q("What's the penalty if I pay my boiler certificate of operation renewal late?", "late_penalty"),
        _q("low pressure heating boiler inspection cost bramwell junction municipal code", "low_pressure"),
        _q("What was Bramwell Junction's power boiler inspection fee in 2019?", "power_boiler", date(2019, 12, 31)),
        _q("In 2022, how much did the city charge to reinspect a boiler that failed inspection?", "reinspection",
           date(2022, 12, 31)),
        _q("On March 1, 2021, what was the late renewal surcharge for a boiler certificate of operation?",
           "late_penalty", date(2021, 3, 1)),
        _q("How much was the biennial inspection of a low-pressure heating boiler in Bramwell Junction in 2023?",
           "low_pressure", date(2023, 12, 31)),
    ),
)


# --- 3. Court interpreter and translator fee scale ----------------------------------------------------------

_INTERPRETERS = RuleFamily(
    family="bl5a-caldermoor-court-interpreter-fees",
    phrasing="blind5-a-en-3",
    language="en",
    folder="official/court-interpreter-rates",
    author="Caldermoor Courts Service",
    versions=(
        _version(
            "bl5a-caldermoor-interpreter-fee-scale-issue-3",
            "Fee Scale for Interpreters and Translators Engaged by the Courts",
            date(2018, 9, 3),
            "CALDERMOOR COURTS SERVICE",
            "Fee Scale for Interpreters and Translators Engaged by the Courts",
            "Document CS-FIN-07 | Issue 3 | Date of issue: 3 September 2018",
            "1. This fee scale applies to freelance interpreters and translators booked by a court registry. Rates "
            "are exclusive of GST.",
            ("hourly_rate", "3.1 Certified interpreter, attendance at a hearing or conference: $78.00 per hour."),
            "3.2 Recognised (non-certified) interpreter: $61.00 per hour.",
            ("minimum_payment", "3.3 The minimum payment for a booking is two hours at the applicable hourly rate."),
            ("cancellation", "5.1 Where a booking is cancelled less than 24 hours before its start time, the "
                             "minimum payment under 3.3 is paid in full."),
            ("travel", "6.1 Travel by private vehicle beyond 20 km from the interpreter's base is reimbursed at "
                       "$0.72 per km."),
            ("translation", "7.1 Written translation: $0.21 per source word, with a minimum charge of $55.00 per "
                            "document."),
            "Issued by the Director, Court Operations. Enquiries: interpreter.bookings@caldermoorcourts.gov",
        ),
        _version(
            "bl5a-caldermoor-interpreter-fee-scale-issue-4",
            "Fee Scale for Interpreters and Translators Engaged by the Courts",
            date(2022, 7, 1),
            "CALDERMOOR COURTS SERVICE",
            "Fee Scale for Interpreters and Translators Engaged by the Courts",
            "Document CS-FIN-07 | Issue 4 | Effective date: 1 July 2022",
            "Issue 4 replaces Issue 3 (September 2018) in full.",
            "1. This fee scale applies to freelance interpreters and translators booked by a court registry. Rates "
            "are exclusive of GST.",
            ("hourly_rate", "3.1 Certified interpreter, attendance at a hearing or conference: $92.00 per hour."),
            "3.2 Recognised (non-certified) interpreter: $70.00 per hour.",
            ("minimum_payment", "3.3 The minimum payment for a booking is three hours at the applicable hourly "
                                "rate. Remote (audio-visual) bookings attract a minimum payment of one hour."),
            ("cancellation", "5.1 Where a booking is cancelled less than 48 hours before its start time, the "
                             "minimum payment under 3.3 is paid in full."),
            ("travel", "6.1 Travel by private vehicle beyond 20 km from the interpreter's base is reimbursed at "
                       "$0.85 per km."),
            ("translation", "7.1 Written translation: $0.26 per source word, with a minimum charge of $70.00 per "
                            "document."),
            "Revision history",
            "Issue 2 | 14/03/2014 | Remote interpreting added",
            "Issue 3 | 03/09/2018 | Rates revised",
            "Issue 4 | 01/07/2022 | Rates revised; minimum payment and cancellation notice changed",
            "Document owner: Director, Court Operations",
        ),
        _version(
            "bl5a-caldermoor-interpreter-fee-scale-issue-5",
            "Fee Scale for Interpreters and Translators Engaged by the Courts",
            date(2027, 1, 1),
            "CALDERMOOR COURTS SERVICE",
            "Fee Scale for Interpreters and Translators Engaged by the Courts",
            "Document CS-FIN-07 | Issue 5 | Issued: 28 April 2026 | Effective date: 1 January 2027",
            "Bookings for hearings held before 1 January 2027 continue to be paid under Issue 4.",
            "1. This fee scale applies to freelance interpreters and translators booked by a court registry. Rates "
            "are exclusive of GST.",
            ("hourly_rate", "3.1 Certified interpreter, attendance at a hearing or conference: $104.00 per hour."),
            "3.2 Recognised (non-certified) interpreter: $79.00 per hour.",
            ("minimum_payment", "3.3 The minimum payment for an in-person booking is three and a half hours at the "
                                "applicable hourly rate; for a remote booking, one and a half hours."),
            ("cancellation", "5.1 Where a booking is cancelled less than 72 hours before its start time, the "
                             "minimum payment under 3.3 is paid in full."),
            ("travel", "6.1 Travel by private vehicle beyond 20 km from the interpreter's base is reimbursed at "
                       "$0.96 per km."),
            ("translation", "7.1 Written translation: $0.30 per source word, with a minimum charge of $80.00 per "
                            "document."),
            "Revision history",
            "Issue 3 | 03/09/2018 | Rates revised",
            "Issue 4 | 01/07/2022 | Rates revised; minimum payment and cancellation notice changed",
            "Issue 5 | 01/01/2027 | Rates revised; separate remote minimum; 72-hour cancellation notice",
            "Document owner: Director, Court Operations",
        ),
    ),
    questions=(
        _q("What hourly rate does the Caldermoor Courts Service pay a certified interpreter for a hearing?",
           "hourly_rate"),
        _q("minimum booking length court interpreter caldermoor", "minimum_payment"),
        _q("If the court cancels an interpreter booking, how much notice does it have to give to avoid paying "
           "the minimum?", "cancellation"),
        _q("What is the kilometre allowance for interpreters driving to court?", "travel"),
        _q("What was the court interpreter hourly rate in Caldermoor in 2020?", "hourly_rate", date(2020, 12, 31)),
        _q("In May 2022, how late could a court interpreter booking be cancelled without paying the minimum?",
           "cancellation", date(2022, 5, 31)),
        _q("Caldermoor courts written translation rate per word 2023", "translation", date(2023, 12, 31)),
        _q("From 1 January 2027, what will the Caldermoor Courts Service pay certified interpreters per hour?",
           "hourly_rate", date(2027, 1, 1)),
        _q("Minimum payment for a court interpreter booking in 2027, Caldermoor", "minimum_payment",
           date(2027, 1, 1)),
    ),
)


# --- 4. Filming code of practice (New Zealand district council) --------------------------------------------

_FILMING = RuleFamily(
    family="bl5a-waiorongo-filming-code",
    phrasing="blind5-a-en-4",
    language="en",
    folder="official/film-permits",
    author="Waiorongo District Council",
    versions=(
        _version(
            "bl5a-waiorongo-filming-public-land-code-2016",
            "Filming on Public Land - Code of Practice",
            date(2016, 6, 27),
            "Waiorongo District Council",
            "Filming on Public Land - Code of Practice",
            "Adopted by Council on 27 June 2016",
            "1. Purpose. This Code sets out how the Council manages filming on roads, reserves, beaches and other "
            "public land in the Waiorongo District.",
            ("notice_period", "2.1 Applications must be received at least five working days before the first day "
                              "of filming."),
            ("low_impact", "3.1 A low-impact shoot (crew of six or fewer, hand-held equipment only, no road "
                           "closure) needs a notification but no permit fee."),
            ("daily_fee", "3.2 All other shoots: a permit fee of $180 (GST inclusive) for each filming day."),
            ("bond", "3.3 The Council may require a refundable bond of $500 against damage to public land."),
            ("residents_notice", "4.1 The applicant must deliver a notice to affected residents and businesses "
                                 "at least 48 hours before filming starts."),
            "For more information contact the Council's Events and Filming Coordinator on 06 870 4400.",
        ),
        _version(
            "bl5a-waiorongo-filming-code-2020",
            "Filming Code of Practice 2020",
            date(2020, 10, 1),
            "WAIORONGO DISTRICT COUNCIL",
            "Filming Code of Practice 2020",
            "This Code commences on 1 October 2020 and replaces the Filming on Public Land Code of Practice "
            "adopted in June 2016.",
            "1. Purpose",
            "1.1 The Council welcomes screen productions and aims to make filming on public land straightforward "
            "while protecting residents, businesses and the environment.",
            ("notice_period", "2.1 Applications must be received at least ten working days before the first day of "
                              "filming. Applications involving a road closure need 20 working days."),
            ("low_impact", "3.1 Low-impact shoots (crew of ten or fewer, no road closure, no structures) require "
                           "notification only and are free of charge."),
            ("daily_fee", "3.2 Standard shoots: $245 (GST inclusive) per filming day, including set-up and pack-"
                          "down days."),
            ("bond", "3.3 A refundable bond of $1,000 is payable for all standard shoots before the permit is "
                     "issued."),
            ("residents_notice", "4.1 Affected residents and businesses must be given written notice at least 72 "
                                 "hours before filming starts."),
            "Events and Filming Coordinator | 06 870 4400 | filming@waiorongo.govt.nz",
        ),
        _version(
            "bl5a-waiorongo-filming-code-v3",
            "Filming Code of Practice",
            date(2024, 7, 1),
            "Waiorongo District Council",
            "Filming Code of Practice",
            "Version 3.0 | Effective 1 July 2024 | Review date: July 2029",
            "1. Purpose",
            "1.1 The Council welcomes screen productions and aims to make filming on public land straightforward "
            "while protecting residents, businesses and the environment.",
            ("notice_period", "2.1 Applications must be received at least 15 working days before the first day of "
                              "filming. Applications involving a road closure need 25 working days."),
            ("low_impact", "3.1 Low-impact shoots (crew of 12 or fewer, no road closure, no structures, no drones) "
                           "require notification only and are free of charge."),
            ("daily_fee", "3.2 Standard shoots: $310 (GST inclusive) per filming day, including set-up and pack-"
                          "down days."),
            ("bond", "3.3 A refundable bond of $2,000 is payable for all standard shoots before the permit is "
                     "issued."),
            ("residents_notice", "4.1 Affected residents and businesses must be given written notice at least five "
                                 "days before filming starts."),
            "Events and Filming Coordinator | 06 870 4400 | filming@waiorongo.govt.nz",
        ),
    ),
    questions=(
        _q("How far in advance do I need to apply to film in the Waiorongo district?", "notice_period"),
        _q("What's the daily fee for a standard film permit from Waiorongo District Council?", "daily_fee"),
        _q("film permit bond amount waiorongo", "bond"),
        _q("How small does a film crew have to be to count as a low-impact shoot in Waiorongo?", "low_impact"),
        _q("In 2018, what was the filming permit fee per day in Waiorongo?", "daily_fee", date(2018, 12, 31)),
        _q("What bond did Waiorongo District Council require for filming in 2022?", "bond", date(2022, 12, 31)),
        _q("On 1 August 2020, how much notice did residents have to get before a film shoot on their street in "
           "Waiorongo?", "residents_notice", date(2020, 8, 1)),
        _q("How many working days' notice did a filming application in Waiorongo need in March 2023?",
           "notice_period", date(2023, 3, 31)),
    ),
)


# --- 5. 惠民殡葬基本服务补贴（内地地级市，简体） --------------------------------------------------------------

_FUNERAL = RuleFamily(
    family="bl5a-qinglan-funeral-subsidy",
    phrasing="blind5-a-zh-1",
    language="zh",
    folder="official/funeral-subsidy",
    author="青岚市民政局 青岚市财政局",
    versions=(
        _version(
            "bl5a-qinglan-funeral-subsidy-2019",
            "青岚市民政局 青岚市财政局关于实施惠民殡葬基本服务补贴的通知",
            date(2019, 4, 16),
            "青岚市民政局 青岚市财政局关于实施惠民殡葬基本服务补贴的通知",
            "青民发〔2019〕23号",
            "各区（县）民政局、财政局，市殡仪馆：",
            "为减轻群众丧葬负担，推进殡葬改革，经市政府同意，决定在全市实施惠民殡葬基本服务补贴。"
            "现将有关事项通知如下：",
            "一、补贴对象。具有本市户籍、在本市死亡并在本市殡仪馆火化的人员。",
            ("basic_subsidy", "二、补贴项目和标准。对遗体接运、遗体存放（3天以内）、遗体火化、"
                              "普通骨灰盒等基本殡葬服务费用予以补贴，每例补贴不超过1200元。"),
            ("eco_burial", "三、对骨灰实行海葬、树葬、花坛葬等生态安葬的，在基本服务补贴之外"
                           "另行给予每例800元奖补。"),
            ("deadline", "四、申请期限。丧属应自火化之日起90日内，持死亡证明、火化证明和户口簿"
                         "向户籍所在地区（县）民政局申请，逾期不予受理。"),
            "五、补贴资金由市、区（县）两级财政按6∶4比例分担。",
            "青岚市民政局　　青岚市财政局",
            "2019年4月16日",
        ),
        _version(
            "bl5a-qinglan-funeral-subsidy-2023",
            "青岚市民政局 青岚市财政局关于调整惠民殡葬基本服务补贴标准的通知",
            date(2023, 1, 1),
            "青岚市民政局 青岚市财政局关于调整惠民殡葬基本服务补贴标准的通知",
            "青民发〔2022〕41号",
            "各区（县）民政局、财政局，市殡仪馆：",
            "根据我市经济社会发展水平和殡葬服务成本变化情况，经市政府同意，"
            "现就调整惠民殡葬基本服务补贴标准有关事项通知如下：",
            "一、补贴对象。具有本市户籍并在本市殡仪馆火化的人员，不再限定死亡地点。",
            ("basic_subsidy", "二、补贴标准。遗体接运、遗体存放（5天以内）、遗体火化、普通骨灰盒"
                              "等基本殡葬服务费用，每例补贴标准提高至不超过1600元。"),
            ("eco_burial", "三、选择海葬、树葬、花坛葬、草坪葬等生态安葬方式的，每例给予1500元奖补。"),
            ("deadline", "四、丧属应自火化之日起180日内提出申请，可通过“青岚民政”政务服务平台"
                         "网上办理。"),
            "五、本通知自2023年1月1日起施行。《青岚市民政局 青岚市财政局关于实施惠民殡葬基本服务"
            "补贴的通知》（青民发〔2019〕23号）同时废止。",
            "青岚市民政局　　青岚市财政局",
            "2022年11月28日",
        ),
        _version(
            "bl5a-qinglan-funeral-subsidy-2027",
            "青岚市惠民殡葬基本服务补贴办法",
            date(2027, 1, 1),
            "青岚市民政局 青岚市财政局关于印发《青岚市惠民殡葬基本服务补贴办法》的通知",
            "青民规〔2026〕3号",
            "各区（县）民政局、财政局，市殡仪馆：",
            "现将《青岚市惠民殡葬基本服务补贴办法》印发给你们，请认真贯彻执行。",
            "青岚市惠民殡葬基本服务补贴办法",
            "第一条　为规范惠民殡葬基本服务补贴工作，制定本办法。",
            ("basic_subsidy", "第三条　基本殡葬服务补贴包括遗体接运、遗体存放（7天以内）、遗体火化、"
                              "普通骨灰盒，每例补贴不超过2000元。"),
            ("eco_burial", "第四条　实行生态安葬的，每例另行奖补1800元；骨灰撒散的，奖补标准上浮20%。"),
            ("deadline", "第六条　丧属应自火化之日起12个月内申请补贴。"),
            "第九条　本办法自2027年1月1日起施行，有效期5年。青民发〔2022〕41号同时废止。",
            "青岚市民政局　　青岚市财政局",
            "2026年5月12日",
        ),
    ),
    questions=(
        _q("青岚市现在基本殡葬服务补贴是多少钱？", "basic_subsidy"),
        _q("青岚 海葬 树葬 生态安葬奖补标准", "eco_burial"),
        _q("殡葬补贴要在火化后多少天内去申请？", "deadline"),
        _q("2020年青岚市惠民殡葬补贴每例多少？", "basic_subsidy", date(2020, 12, 31)),
        _q("2022年12月在青岚申请殡葬补贴，期限是火化后多久？", "deadline", date(2022, 12, 31)),
        _q("2024年青岚市生态安葬奖补多少钱", "eco_burial", date(2024, 12, 31)),
        _q("2021年3月，青岚市骨灰海葬能拿多少奖补？", "eco_burial", date(2021, 3, 31)),
        _q("2027年起青岚市基本殡葬服务补贴标准是多少？", "basic_subsidy", date(2027, 1, 1)),
        _q("2027年1月1日以后，青岚殡葬补贴的申请期限变成多长？", "deadline", date(2027, 1, 1)),
    ),
)


# --- 6. 道路挖掘許可收費標準（臺灣直轄市，繁體，民國紀年） --------------------------------------------------

_ROAD = RuleFamily(
    family="bl5a-tongan-road-excavation-fees",
    phrasing="blind5-a-zh-2",
    language="zh",
    folder="official/road-opening-permits",
    author="桐安市政府",
    versions=(
        _version(
            "bl5a-tongan-road-excavation-fees-107",
            "桐安市道路挖掘許可審查費及管理費收費標準",
            date(2018, 3, 20),
            "桐安市道路挖掘許可審查費及管理費收費標準",
            "中華民國一百零七年三月二十日桐安市政府府工養字第10700345671號令訂定發布",
            "第一條　本標準依桐安市道路挖掘管理自治條例第二十一條規定訂定之。",
            "第二條　申請挖掘本市道路者，應依本標準繳納審查費、管理費及路面修復保證金。",
            ("review_fee", "第三條　許可審查費每件新臺幣一千元。"),
            ("management_fee", "第四條　道路挖掘管理費依核准挖掘面積計收，每平方公尺新臺幣二十元；"
                               "未滿一平方公尺者，以一平方公尺計。"),
            ("extension_fee", "第五條　申請展延挖掘期限者，每次收取展延審查費新臺幣三百元。"),
            ("deposit", "第六條　路面修復保證金按核准挖掘面積每平方公尺新臺幣八百元計收，"
                        "於驗收合格後無息退還。"),
            "第七條　緊急搶修案件之審查費，得於搶修完成後補繳。",
            "第八條　本標準自發布日施行。",
        ),
        _version(
            "bl5a-tongan-road-excavation-fees-111",
            "桐安市道路挖掘許可審查費及管理費收費標準",
            date(2022, 1, 1),
            "桐安市道路挖掘許可審查費及管理費收費標準",
            "中華民國一百零七年三月二十日桐安市政府府工養字第10700345671號令訂定發布",
            "中華民國一百十年十二月八日桐安市政府府工養字第1100456789號令修正發布全文八條；"
            "並自一百十一年一月一日施行",
            "第一條　本標準依桐安市道路挖掘管理自治條例第二十一條規定訂定之。",
            "第二條　申請挖掘本市道路者，應依本標準繳納審查費、管理費及路面修復保證金。",
            ("review_fee", "第三條　許可審查費每件新臺幣一千五百元；採線上申請者，每件新臺幣一千二百元。"),
            ("management_fee", "第四條　道路挖掘管理費依核准挖掘面積計收，每平方公尺新臺幣三十元；"
                               "未滿一平方公尺者，以一平方公尺計。"),
            ("extension_fee", "第五條　申請展延挖掘期限者，每次收取展延審查費新臺幣五百元。"),
            ("deposit", "第六條　路面修復保證金按核准挖掘面積每平方公尺新臺幣一千二百元計收，"
                        "於保固期滿驗收合格後無息退還。"),
            "第七條　緊急搶修案件之審查費，得於搶修完成後三日內補繳。",
            "第八條　本標準自中華民國一百十一年一月一日施行。",
        ),
        _version(
            "bl5a-tongan-road-excavation-fees-116",
            "桐安市道路挖掘許可審查費及管理費收費標準",
            date(2027, 1, 1),
            "桐安市道路挖掘許可審查費及管理費收費標準",
            "中華民國一百零七年三月二十日桐安市政府府工養字第10700345671號令訂定發布",
            "中華民國一百十年十二月八日桐安市政府府工養字第1100456789號令修正發布全文八條；"
            "並自一百十一年一月一日施行",
            "中華民國一百十五年四月二十九日桐安市政府府工養字第1150123456號令修正發布第三條、"
            "第五條及第八條條文；並自一百十六年一月一日施行",
            "第一條　本標準依桐安市道路挖掘管理自治條例第二十一條規定訂定之。",
            "第二條　申請挖掘本市道路者，應依本標準繳納審查費、管理費及路面修復保證金。",
            ("review_fee", "第三條　許可審查費每件新臺幣二千元；採線上申請者，每件新臺幣一千六百元。"),
            "第四條　道路挖掘管理費依核准挖掘面積計收，每平方公尺新臺幣三十元；"
            "未滿一平方公尺者，以一平方公尺計。",
            ("extension_fee", "第五條　申請展延挖掘期限者，每次收取展延審查費新臺幣八百元；"
                              "同一案件展延以二次為限。"),
            "第六條　路面修復保證金按核准挖掘面積每平方公尺新臺幣一千二百元計收，"
            "於保固期滿驗收合格後無息退還。",
            "第七條　緊急搶修案件之審查費，得於搶修完成後三日內補繳。",
            "第八條　本標準自中華民國一百十一年一月一日施行。"
            "本標準修正條文，自中華民國一百十六年一月一日施行。",
        ),
    ),
    questions=(
        _q("桐安市道路挖掘許可審查費一件多少錢？", "review_fee"),
        _q("在桐安市挖馬路，管理費每平方公尺怎麼算？", "management_fee"),
        _q("道路挖掘 展延審查費 桐安", "extension_fee"),
        _q("桐安市路面修復保證金的收費標準是什麼？", "deposit"),
        _q("民國109年桐安市道路挖掘審查費是多少？", "review_fee", date(2020, 12, 31)),
        _q("2021年在桐安市申請挖掘道路，保證金每平方公尺要繳多少？", "deposit", date(2021, 12, 31)),
        _q("111年3月桐安市道路挖掘管理費每平方公尺多少", "management_fee", date(2022, 3, 31)),
        _q("116年1月1日起，桐安市道路挖掘許可審查費調整為多少？", "review_fee", date(2027, 1, 1)),
        _q("2027年起桐安市道路挖掘展延一次要繳多少審查費？", "extension_fee", date(2027, 1, 1)),
    ),
)


# --- 7. 專業資格考試收費表（香港專業學會，繁體） ------------------------------------------------------------

_EXAM = RuleFamily(
    family="bl5a-hkibst-qualifying-exam-fees",
    phrasing="blind5-a-zh-3",
    language="zh",
    folder="official/examination-fees",
    author="香港建築測量技術人員學會",
    versions=(
        _version(
            "bl5a-hkibst-exam-fees-2017",
            "專業資格考試收費表",
            date(2017, 6, 15),
            "香港建築測量技術人員學會",
            "Hong Kong Institute of Building Surveying Technicians",
            "專業資格考試收費表",
            "本收費表經理事會於2017年6月15日第112次會議通過。",
            "1. 以下費用適用於本學會舉辦之專業資格考試（筆試及專業面試）。所有費用以港幣計算，"
            "一經繳付，概不退還。",
            ("written_fee", "2. 筆試報名費：每卷港幣1,850元。"),
            ("interview_fee", "3. 專業面試報名費：每次港幣3,400元。"),
            ("late_fee", "4. 於截止日期後兩星期內遞交之報名表，須另繳逾期報名附加費港幣500元。"),
            ("deadline", "5. 報名截止日期為考試日前8星期。"),
            "6. 豁免筆試申請審核費：每宗港幣600元。",
            "查詢：考試事務部　電話：2345 6789　電郵：exams@hkibst.org.hk",
        ),
        _version(
            "bl5a-hkibst-exam-fees-2020",
            "專業資格考試收費表（2020年修訂）",
            date(2020, 9, 1),
            "香港建築測量技術人員學會",
            "專業資格考試收費表（2020年修訂）",
            "文件編號：PQE/F/2020　　生效日期：2020年9月1日",
            "本收費表取代理事會於2017年6月15日通過之專業資格考試收費表。",
            "1. 以下費用適用於本學會舉辦之專業資格考試（筆試及專業面試）。所有費用以港幣計算。",
            ("written_fee", "2. 筆試報名費：每卷港幣2,200元；學生會員每卷港幣1,900元。"),
            ("interview_fee", "3. 專業面試報名費：每次港幣4,100元。"),
            ("late_fee", "4. 逾期報名附加費：港幣800元（只接受截止日期後兩星期內遞交之報名）。"),
            ("deadline", "5. 報名截止日期為考試日前10星期，網上報名同日截止。"),
            "6. 豁免筆試申請審核費：每宗港幣750元。",
            "考試事務部　電話：2345 6789　電郵：exams@hkibst.org.hk",
        ),
        _version(
            "bl5a-hkibst-exam-fees-2024",
            "專業資格考試收費表（2024年修訂）",
            date(2024, 1, 1),
            "香港建築測量技術人員學會",
            "專業資格考試收費表（2024年修訂）",
            "文件編號：PQE/F/2024　　生效日期：2024年1月1日",
            "1. 以下費用適用於本學會舉辦之專業資格考試（筆試及專業面試）。所有費用以港幣計算。",
            ("written_fee", "2. 筆試報名費：每卷港幣2,650元；學生會員每卷港幣2,250元。"),
            ("interview_fee", "3. 專業面試報名費：每次港幣4,800元。"),
            ("late_fee", "4. 逾期報名附加費：港幣1,000元（只接受截止日期後十日內遞交之報名）。"),
            ("deadline", "5. 報名截止日期為考試日前6星期。"),
            "6. 豁免筆試申請審核費：每宗港幣900元。",
            "修訂紀錄",
            "2017年6月15日　首次通過",
            "2020年9月1日　調整各項費用；報名截止日期改為考試日前10星期",
            "2024年1月1日　調整各項費用；報名截止日期改為考試日前6星期",
            "考試事務部　電話：2345 6789　電郵：exams@hkibst.org.hk",
        ),
    ),
    questions=(
        _q("香港建築測量技術人員學會專業資格考試筆試每卷幾錢？", "written_fee"),
        _q("專業面試報名費用係幾多？", "interview_fee"),
        _q("逾期報名附加費 香港建築測量技術人員學會", "late_fee"),
        _q("學會嘅專業資格考試報名截止係考試前幾耐？", "deadline"),
        _q("2018年報考建築測量技術人員學會筆試，每卷要交幾多錢？", "written_fee", date(2018, 12, 31)),
        _q("2022年該學會專業面試費用是多少？", "interview_fee", date(2022, 12, 31)),
        _q("2020年8月報名專業資格考試，截止日期是考試前幾個星期？", "deadline", date(2020, 8, 31)),
        _q("2023年逾期報名附加費要幾多？", "late_fee", date(2023, 12, 31)),
    ),
)


# --- 8. 公办幼儿园保育教育费（内地地级市，简体） ------------------------------------------------------------

_KINDERGARTEN = RuleFamily(
    family="bl5a-yuanchuan-kindergarten-fees",
    phrasing="blind5-a-zh-4",
    language="zh",
    folder="official/kindergarten-fees",
    author="沅川市发展和改革委员会 沅川市教育局",
    versions=(
        _version(
            "bl5a-yuanchuan-kindergarten-fees-2018",
            "关于制定公办幼儿园保育教育费收费标准的通知",
            date(2018, 7, 6),
            "沅川市发展和改革委员会 沅川市教育局",
            "关于制定公办幼儿园保育教育费收费标准的通知",
            "沅发改价格〔2018〕112号",
            "各县（市、区）发展改革局、教育局，市直各公办幼儿园：",
            "根据《幼儿园收费管理暂行办法》等有关规定，结合我市公办幼儿园办园成本和群众承受能力，"
            "现将我市公办幼儿园保育教育费（以下简称保教费）收费标准通知如下：",
            ("demo_fee", "一、省级示范幼儿园保教费每生每月680元。"),
            "二、市级示范幼儿园保教费每生每月560元。",
            ("ordinary_fee", "三、其他公办幼儿园保教费每生每月420元。"),
            ("boarding_fee", "四、提供寄宿服务的，寄宿费每生每月150元。"),
            "五、伙食费按照家长自愿、据实收取、计账核算、每月公布的原则收取，不得以营利为目的。",
            "六、保教费按学期收取，每学期按5个月计算，不得跨学期预收。",
            "沅川市发展和改革委员会　　沅川市教育局",
            "2018年7月6日",
        ),
        _version(
            "bl5a-yuanchuan-kindergarten-fees-2021",
            "关于调整公办幼儿园保育教育费收费标准的通知",
            date(2021, 9, 1),
            "沅川市发展和改革委员会 沅川市教育局",
            "关于调整公办幼儿园保育教育费收费标准的通知",
            "沅发改价格〔2021〕87号",
            "各县（市、区）发展改革局、教育局，市直各公办幼儿园：",
            "经成本监审和听取社会意见，现就调整我市公办幼儿园保教费收费标准有关事项通知如下：",
            ("demo_fee", "一、省级示范幼儿园保教费每生每月820元。"),
            "二、市级示范幼儿园保教费每生每月680元。",
            ("ordinary_fee", "三、其他公办幼儿园保教费每生每月500元。"),
            ("boarding_fee", "四、提供寄宿服务的，寄宿费每生每月180元。"),
            ("sibling", "五、同一家庭两名及以上子女同时在同一公办幼儿园就读的，第二名及以上子女"
                        "保教费减收30%。"),
            "六、伙食费据实收取，不得以营利为目的。保教费按学期收取，每学期按5个月计算。",
            "七、本通知自2021年9月1日起执行。原《关于制定公办幼儿园保育教育费收费标准的通知》"
            "（沅发改价格〔2018〕112号）同时废止。",
            "沅川市发展和改革委员会　　沅川市教育局",
            "2021年6月18日",
        ),
        _version(
            "bl5a-yuanchuan-kindergarten-fees-2026",
            "沅川市发展和改革委员会 沅川市教育局关于调整公办幼儿园保育教育费标准的通知",
            date(2026, 9, 1),
            "沅川市发展和改革委员会 沅川市教育局关于调整公办幼儿园保育教育费标准的通知",
            "沅发改规〔2026〕5号",
            "各县（市、区）发展改革局、教育局，市直各公办幼儿园：",
            ("demo_fee", "一、省级示范幼儿园保教费每生每月960元。"),
            "二、市级示范幼儿园保教费每生每月790元。",
            ("ordinary_fee", "三、其他公办幼儿园保教费每生每月580元。"),
            ("boarding_fee", "四、寄宿费每生每月220元。"),
            ("sibling", "五、同一家庭两名及以上子女同时在公办幼儿园就读的，第二名及以上子女"
                        "保教费减收50%。"),
            "六、本通知自2026年秋季学期（2026年9月1日）起执行，有效期至2031年8月31日。"
            "沅发改价格〔2021〕87号文件同时废止。",
            "沅川市发展和改革委员会　　沅川市教育局",
            "2026年4月20日",
        ),
    ),
    questions=(
        _q("沅川市省级示范公办幼儿园保教费每月多少？", "demo_fee"),
        _q("普通公办幼儿园一个月保教费多少钱 沅川", "ordinary_fee"),
        _q("两个孩子同时上公办幼儿园，老二的保教费能减多少？", "sibling"),
        _q("沅川公办园寄宿费标准", "boarding_fee"),
        _q("2020年沅川市普通公办幼儿园保教费标准是多少？", "ordinary_fee", date(2020, 12, 31)),
        _q("2021年上半年沅川省级示范幼儿园每月收多少保教费", "demo_fee", date(2021, 6, 30)),
        _q("2023年沅川市公办幼儿园寄宿费每月多少？", "boarding_fee", date(2023, 12, 31)),
        _q("2026年秋季学期起，沅川市省级示范幼儿园保教费调整到多少？", "demo_fee", date(2026, 9, 1)),
        _q("2026年9月以后，沅川公办园第二个孩子保教费减免比例是多少？", "sibling", date(2026, 9, 1)),
    ),
)


UNSEEN_FAMILIES_5A: tuple[RuleFamily, ...] = (
    _CEMETERY,
    _BOILER,
    _INTERPRETERS,
    _FILMING,
    _FUNERAL,
    _ROAD,
    _EXAM,
    _KINDERGARTEN,
)
