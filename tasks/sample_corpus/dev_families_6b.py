"""Development rule families, batch 6b: four English and four Chinese versioned rules (prefix "dev6b-")."""

from __future__ import annotations

from datetime import date

from tasks.sample_corpus.families import REFERENCE_DATE, RuleFamily, RuleQuestion, RuleVersion

Part = str | tuple[str, str]  # a plain paragraph, or (fact key, paragraph)


def _version(slug: str, title: str, in_force_from: date, *parts: Part) -> RuleVersion:
    paragraphs: list[str] = []
    facts: dict[str, str] = {}
    for part in parts:
        if isinstance(part, tuple):
            key, text = part
            facts[key] = text
            paragraphs.append(text)
        else:
            paragraphs.append(part)
    return RuleVersion(slug=slug, title=title, paragraphs=tuple(paragraphs), in_force_from=in_force_from,
                       facts=facts)


def _q(query: str, fact: str, as_of: date = REFERENCE_DATE) -> RuleQuestion:
    kind = "current" if as_of == REFERENCE_DATE else "historical" if as_of < REFERENCE_DATE else "future"
    return RuleQuestion(query=query, fact=fact, as_of=as_of, kind=kind)


# --- 1. Electricity retailer's published tariff sheet (Botswana) -----------------------------------------------

_MOTSWEDI = RuleFamily(
    family="dev6b-motswedi-domestic-tariff",
    phrasing="dev6b-en-1",
    language="en",
    folder="official/energy-tariffs",
    author="Motswedi Energy Retail (Pty) Ltd",
    versions=(
        _version(
            "dev6b-motswedi-sheet-r1-issue1", "Tariff Sheet R1 - Domestic Supply", date(2019, 3, 14),
            "MOTSWEDI ENERGY RETAIL (PTY) LTD - Published Tariff Sheets",
            "Sheet R1: Domestic Supply (single-phase, up to 60 A) | Issue 1 | Published 14.03.2019",
            "All prices are in Botswana Pula (BWP) and exclude VAT.",
            ("service", "1. Fixed service charge: BWP 28.50 per account per month, payable whether or not any "
                        "electricity is consumed in the month."),
            ("energy", "2. Energy charge: the first 200 kWh in a billing month at BWP 1.02 per kWh; all "
                       "consumption above 200 kWh in the same month at BWP 1.31 per kWh."),
            ("prepaid", "3. Prepaid meters: the smallest token that may be bought is BWP 10.00. The fixed service "
                        "charge is deducted from the first token bought in each calendar month."),
            ("reconnection", "4. Reconnection after disconnection for non-payment: BWP 150.00 when restored in "
                             "working hours; BWP 320.00 when the customer asks for restoration after hours."),
            ("deposit", "5. Security deposit on a new post-paid domestic account: BWP 500.00, refunded when the "
                        "account is closed, less any amount then owing."),
            "Sheet R1 is to be read with the Motswedi General Conditions of Supply (Edition 2016).",
        ),
        _version(
            "dev6b-motswedi-sheet-r1-issue2", "Tariff Sheet R1 - Domestic Supply", date(2022, 4, 1),
            "MOTSWEDI ENERGY RETAIL (PTY) LTD",
            "TARIFF SHEET R1 - DOMESTIC SUPPLY",
            "Revision record: Issue 1 - published 14.03.2019 - original issue. Issue 2 - approved 18.02.2022 - "
            "2022 tariff review.",
            "Issue 2 applies to meter readings taken and tokens sold on and after 01.04.2022 and cancels Issue 1.",
            ("service", "1. Fixed service charge: BWP 34.00 per account per month."),
            ("energy", "2. Energy charge: 0-200 kWh per month BWP 1.14/kWh; above 200 kWh BWP 1.46/kWh."),
            ("prepaid", "3. Prepaid meters: minimum token purchase BWP 20.00; the monthly service charge is "
                        "recovered from the first purchase made in each calendar month."),
            ("reconnection", "4. Reconnection fee (non-payment): BWP 180.00 within working hours, BWP 380.00 "
                             "outside working hours, weekends and public holidays."),
            ("deposit", "5. Security deposit, new post-paid domestic account: BWP 650.00 (refundable on "
                        "closure, net of arrears)."),
            "Sheet R1 Issue 2 | page 1 of 1 | Doc. MER-TS-R1-02",
        ),
        _version(
            "dev6b-motswedi-sheet-r1-issue3", "Tariff Sheet R1 - Domestic Supply", date(2026, 7, 1),
            "MOTSWEDI ENERGY RETAIL (PTY) LTD",
            "TARIFF SHEET R1 - DOMESTIC SUPPLY",
            "Revision record: Issue 1 - 14.03.2019. Issue 2 - effective 01.04.2022. Issue 3 - approved by the "
            "Energy Licensing Commission on 12.05.2026; effective 01.07.2026.",
            "Customer notice: the prices below take effect on July 1st, 2026. Until that date Issue 2 continues "
            "to apply.",
            ("service", "1. Fixed service charge: BWP 39.50 per account per month."),
            ("energy", "2. Energy charge: the first 150 kWh in a billing month at BWP 1.21 per kWh; every kWh "
                       "above 150 at BWP 1.58."),
            ("prepaid", "3. Prepaid meters: minimum token BWP 25.00. The service charge is now deducted daily, "
                        "at BWP 1.30 per day, from each token purchase."),
            ("reconnection", "4. Reconnection after non-payment: BWP 210.00 (working hours) or BWP 450.00 (after "
                             "hours); a second reconnection in 12 months costs double."),
            ("deposit", "5. Security deposit for new post-paid domestic accounts: BWP 800.00, or two months' "
                        "estimated consumption if higher."),
            "Sheet R1 Issue 3 | Doc. MER-TS-R1-03 | supersedes Issue 2",
        ),
    ),
    questions=(
        _q("Motswedi Energy household electricity: how much is the fixed monthly charge?", "service"),
        _q("What does Motswedi charge per kWh once a home has used more than 200 units in the month?", "energy"),
        _q("Motswedi Energy Retail fee to get power back after being cut off for unpaid bills", "reconnection"),
        _q("How big a deposit did Motswedi ask for a new domestic post-paid account in 2020?", "deposit",
           date(2020, 12, 31)),
        _q("Smallest prepaid electricity token you could buy from Motswedi in 2021", "prepaid", date(2021, 12, 31)),
        _q("Motswedi domestic tariff unit rates in 2023", "energy", date(2023, 12, 31)),
        _q("Motswedi monthly service charge for homes on 15 March 2022, before the 2022 tariff review took "
           "effect", "service", date(2022, 3, 15)),
        _q("From 1 July 2026, what will Motswedi charge to reconnect a house disconnected for non-payment?",
           "reconnection", date(2026, 7, 1)),
        _q("Motswedi's new domestic tariff from July 2026: price per kWh", "energy", date(2026, 7, 1)),
    ),
)


# --- 2. Professional accountancy body's disciplinary fines (Fiji) ----------------------------------------------

_PIPA_REG4_2021 = "4. Unlicensed public practice: FJD 2,000 to FJD 7,500 for each month or part of a month."
_PIPA_REG7_2021 = ("7. A costs order may not exceed FJD 5,000 per hearing, or the actual cost where the Tribunal "
                   "sat for more than two days.")

_PIPA = RuleFamily(
    family="dev6b-pipa-disciplinary-fines",
    phrasing="dev6b-en-2",
    language="en",
    folder="official/professional-bodies",
    author="Pacific Institute of Professional Accountants (Fiji)",
    versions=(
        _version(
            "dev6b-pipa-fines-schedule-2018", "Schedule of Disciplinary Fines", date(2018, 6, 22),
            "PACIFIC INSTITUTE OF PROFESSIONAL ACCOUNTANTS (FIJI)",
            "SCHEDULE OF DISCIPLINARY FINES",
            "Adopted by Council Resolution C/2018/07 at the Council meeting held in Suva on 22 June 2018. "
            "Amounts are in Fiji dollars.",
            ("cpd", "1. Failure to lodge the annual CPD declaration by the due date: a fixed fine of FJD 150, "
                    "rising to FJD 300 if the declaration is still outstanding 60 days after the due date."),
            ("certificate", "2. Practising without a current Certificate of Public Practice: not less than "
                            "FJD 1,000 and not more than FJD 5,000 for each month or part month of unlicensed "
                            "practice."),
            ("maximum", "3. The Disciplinary Committee may impose a fine not exceeding FJD 10,000 for each charge "
                        "proven against a member."),
            ("payment", "4. Fines are payable within 30 days of the written notice of the Committee's decision. "
                        "A member who has not paid is suspended until payment is received."),
            ("costs", "5. The Committee may in addition order the member to pay the costs of the hearing, up to "
                      "FJD 2,500."),
        ),
        _version(
            "dev6b-pipa-fines-regulations-2021", "Disciplinary (Fines) Regulations 2021", date(2021, 3, 1),
            "PACIFIC INSTITUTE OF PROFESSIONAL ACCOUNTANTS (FIJI)",
            "DISCIPLINARY (FINES) REGULATIONS 2021",
            "Made by the Council under By-law 31 on the 9th day of December 2020.",
            "1. Commencement - These Regulations come into operation on the 1st day of March 2021.",
            "2. Revocation - The Schedule of Disciplinary Fines adopted by Council Resolution C/2018/07 is revoked.",
            ("cpd", "3. Late CPD declaration: FJD 250 where lodged within 60 days of the due date; FJD 600 "
                    "thereafter, and the member's name may be published in the Institute Bulletin."),
            ("certificate", _PIPA_REG4_2021),
            ("maximum", "5. Maximum fine per proven charge: FJD 20,000 for an individual member and FJD 40,000 "
                        "for a member firm."),
            ("payment", "6. Payment is due within 28 days after notice of the decision is served; membership is "
                        "suspended from the 29th day if the fine remains unpaid."),
            ("costs", _PIPA_REG7_2021),
        ),
        _version(
            "dev6b-pipa-fines-regulations-2021-consolidated-a1", "Disciplinary (Fines) Regulations 2021",
            date(2023, 8, 1),
            "DISCIPLINARY (FINES) REGULATIONS 2021 - CONSOLIDATED VERSION",
            "As amended up to the Disciplinary (Fines) (Amendment) Regulations 2023 (Amendment No. 1), in force "
            "1 August 2023. Prepared by the Secretariat for convenience; the gazetted text prevails.",
            "Amendment history: original Regulations made 9.12.2020, commenced 1.3.2021 | Amendment No. 1 made "
            "14.06.2023, commenced 1.8.2023 (regs 3, 5 and 6 substituted).",
            ("cpd", "3. Late CPD declaration: FJD 300 where lodged within 45 days of the due date; FJD 750 "
                    "thereafter, with publication of the member's name in the Institute Bulletin. [Reg. 3 "
                    "substituted by Amendment No. 1]"),
            _PIPA_REG4_2021,
            ("maximum", "5. Maximum fine per proven charge: FJD 25,000 for an individual member and FJD 50,000 "
                        "for a member firm. [Reg. 5 substituted by Amendment No. 1]"),
            ("payment", "6. Payment is due within 21 days after notice of the decision is served; on application "
                        "the Tribunal may allow up to six monthly instalments. [Reg. 6 substituted by Amendment "
                        "No. 1]"),
            _PIPA_REG7_2021,
        ),
        _version(
            "dev6b-pipa-fines-amendment-no2-2026", "Disciplinary (Fines) (Amendment No. 2) Regulations 2026",
            date(2027, 1, 1),
            "PACIFIC INSTITUTE OF PROFESSIONAL ACCOUNTANTS (FIJI)",
            "DISCIPLINARY (FINES) (AMENDMENT NO. 2) REGULATIONS 2026",
            "Made by the Council on the 27th day of March 2026, after member consultation that closed on "
            "30 January 2026.",
            "1. These Regulations may be cited as the Disciplinary (Fines) (Amendment No. 2) Regulations 2026 and "
            "come into operation on the 1st day of January 2027.",
            "2. The Disciplinary (Fines) Regulations 2021 are amended as set out below; all other regulations "
            "remain as amended by Amendment No. 1.",
            ("certificate", "3. For regulation 4 substitute: '4. Unlicensed public practice: FJD 3,000 to "
                            "FJD 10,000 for each month or part of a month, and the member may not apply for a "
                            "certificate for 12 months.'"),
            ("costs", "4. In regulation 7, for 'FJD 5,000' substitute 'FJD 8,000'."),
            "Dated at Suva this 27th day of March 2026. President of Council.",
        ),
    ),
    questions=(
        _q("PIPA Fiji: what is the penalty for handing in the CPD declaration late?", "cpd"),
        _q("Largest fine the Fiji accountants' institute tribunal can give a member firm for one charge",
           "maximum"),
        _q("How long do members of the Pacific Institute of Professional Accountants have to pay a disciplinary "
           "fine?", "payment"),
        _q("In 2019, what did the Pacific Institute of Professional Accountants fine a member for practising "
           "without a public practice certificate?", "certificate", date(2019, 12, 31)),
        _q("Under the PIPA fines rules as they stood in 2022, what was the top fine per proven charge?",
           "maximum", date(2022, 12, 31)),
        _q("Pacific Institute of Professional Accountants, July 2018: deadline to pay a fine after the "
           "decision", "payment", date(2018, 7, 31)),
        _q("What was PIPA's late CPD declaration fine on the 1st of March 2021?", "cpd", date(2021, 3, 1)),
        _q("From January 2027, how much will PIPA fine members per month of unlicensed public practice?",
           "certificate", date(2027, 1, 1)),
        _q("Cap on hearing costs that PIPA's tribunal can order once Amendment No. 2 applies in 2027", "costs",
           date(2027, 1, 1)),
    ),
)


# --- 3. Port health authority's inspection charges (Northern Ireland) ------------------------------------------

_CARRICKMOURNE = RuleFamily(
    family="dev6b-carrickmourne-port-health-charges",
    phrasing="dev6b-en-3",
    language="en",
    folder="official/port-health",
    author="Carrickmourne Port Health Authority",
    versions=(
        _version(
            "dev6b-carrickmourne-pha-charges-2020-21", "Port Health Charges 2020/21", date(2020, 4, 1),
            "CARRICKMOURNE PORT HEALTH AUTHORITY",
            "Port Health Charges 2020/21 - ship sanitation certificates and imported food controls",
            "Agreed by the Port Health Committee on 12 February 2020. These charges apply from 1 April 2020.",
            ("sscc", "1. Ship Sanitation Control or Exemption Certificate: up to 1,000 GT £95; 1,001-3,000 GT "
                     "£130; 3,001-10,000 GT £200; over 10,000 GT £260."),
            ("extension", "2. One-month extension of a ship sanitation certificate: £65."),
            ("outofhours", "3. Inspections carried out at the request of the master or agent outside 08:00-17:00 "
                           "Monday to Friday, or on a bank holiday, are subject to a 50% surcharge."),
            ("docs", "4. Products of animal origin: documentary check £36 per consignment; identity and physical "
                     "checks £48 per hour or part hour, minimum one hour."),
            ("payment", "5. Charges are invoiced to the ship's agent or the importer and are payable within "
                        "30 days of the invoice date."),
        ),
        _version(
            "dev6b-carrickmourne-pha-ch07-v2", "Schedule of Port Health Charges", date(2023, 4, 1),
            "Carrickmourne Port Health Authority",
            "SCHEDULE OF PORT HEALTH CHARGES",
            "This schedule replaces the Port Health Charges 2020/21, which remained in use, unrevised, until "
            "31 March 2023.",
            ("sscc", "1. Ship sanitation certificates (control or exemption), by gross tonnage: 0-1,000 £110 | "
                     "1,001-3,000 £150 | 3,001-10,000 £230 | 10,001 and above £300."),
            ("extension", "2. Extension certificate, valid for one month: £75."),
            ("outofhours", "3. Out-of-hours attendance (evenings, weekends, bank holidays): fee plus 75%, and "
                           "officer travel at 45p per mile."),
            ("docs", "4. Imported food of animal origin: documentary check £42 per consignment; identity and "
                     "physical check £55 per hour (minimum charge one hour)."),
            ("payment", "5. Payment terms: 28 days from invoice. Certificates are withheld from agents whose "
                        "account is more than 60 days overdue."),
            "Document PHA/CH/07 | Version 2 | Issued 14/02/2023 | Effective 01.04.2023",
        ),
        _version(
            "dev6b-carrickmourne-pha-ch07-v3", "Schedule of Port Health Charges", date(2025, 4, 1),
            "Carrickmourne Port Health Authority - Schedule of Port Health Charges",
            "Document control: PHA/CH/07 | Version 3 | Approved 2025-02-11 | Effective 2025-04-01 | "
            "Next review 2027-03 | Supersedes Version 2",
            "Ship sanitation fees follow the scale recommended by the national association of port health "
            "authorities; food control charges are set locally.",
            ("sscc", "1. Ship sanitation certificates: up to 1,000 GT £125; 1,001-3,000 GT £170; 3,001-10,000 GT "
                     "£255; 10,001-30,000 GT £330; over 30,000 GT £400."),
            ("extension", "2. Extension (one month): £85, only where the vessel cannot be inspected at this "
                          "port."),
            ("outofhours", "3. Out-of-hours requests: the scheduled fee is doubled (100% surcharge); travel is "
                           "included."),
            ("docs", "4. Products of animal origin: documentary check £47; identity and physical checks £60 per "
                     "hour, minimum one hour, plus laboratory costs at cost."),
            ("payment", "5. Payment within 14 days of invoice, by account or by card at the port office before "
                        "release of the certificate."),
        ),
    ),
    questions=(
        _q("Carrickmourne port health: what does a ship sanitation certificate cost for a 5,000 GT vessel?",
           "sscc"),
        _q("How much does Carrickmourne Port Health Authority charge to extend a ship sanitation certificate?",
           "extension"),
        _q("Surcharge at Carrickmourne port for an inspection on a Sunday", "outofhours"),
        _q("Carrickmourne port health fee for a documentary check on animal products in 2021", "docs",
           date(2021, 12, 31)),
        _q("Within how many days did Carrickmourne Port Health invoices have to be paid in 2024?", "payment",
           date(2024, 12, 31)),
        _q("What did Carrickmourne charge in mid-March 2023 for a sanitation exemption certificate on a "
           "2,000-tonne ship?", "sscc", date(2023, 3, 15)),
        _q("Carrickmourne Port Health Authority certificate extension fee, 2020", "extension",
           date(2020, 12, 31)),
    ),
)


# --- 4. Transport regulator's taxi fare determination (Queensland) ---------------------------------------------

_FNQ = RuleFamily(
    family="dev6b-fnq-taxi-fare-determination",
    phrasing="dev6b-en-4",
    language="en",
    folder="official/transport-fares",
    author="Far North Queensland Passenger Transport Commission",
    versions=(
        _version(
            "dev6b-fnqptc-taxi-fare-determination-2017", "Taxi Fare Determination 2017", date(2017, 10, 13),
            "Far North Queensland Passenger Transport Commission",
            "TAXI FARE DETERMINATION 2017",
            "Made by the Commission on 3 October 2017. This determination commences on the day it is notified in "
            "the Government Gazette. [Notified in Gazette No. 38 of 13 October 2017, notice 2017/114.]",
            "Maximum fares for a taxi hired in the Far North Queensland taxi service area are:",
            ("flagfall", "1. Flagfall: $3.20 from 7am to 7pm Monday to Friday; $4.50 at all other times and on "
                         "public holidays."),
            ("distance", "2. Distance rate: $2.15 per kilometre."),
            ("waiting", "3. Waiting time (taxi stationary or travelling below 26 km/h): 81 cents per minute."),
            ("booking", "4. Booking fee where the hiring is booked through an authorised booking entity: $1.50."),
            ("soiling", "5. Cleaning fee where the hirer soils the vehicle: up to $110."),
        ),
        _version(
            "dev6b-fnqptc-taxi-fare-determination-2020", "Taxi Fare Determination 2020", date(2020, 7, 1),
            "Far North Queensland Passenger Transport Commission",
            "TAXI FARE DETERMINATION 2020",
            "Made by the Commission on 28 May 2020 (Gazette notice 2020/067).",
            "Commencement: this determination commences on 1 July 2020. Revocation: the Taxi Fare Determination "
            "2017 (Gazette notice 2017/114) is revoked.",
            ("flagfall", "1. Flagfall: $3.40 on weekdays between 7am and 7pm; $4.90 at night, on weekends and on "
                         "public holidays."),
            ("distance", "2. Distance rate: $2.26 for each kilometre travelled."),
            ("waiting", "3. Waiting time: 86 cents per minute while the taxi is stationary or below 26 km/h."),
            ("booking", "4. Booking fee (booked hirings only): $1.70."),
            ("soiling", "5. Cleaning fee for a soiled vehicle: up to $140, on production of a receipt if asked."),
        ),
        _version(
            "dev6b-fnqptc-taxi-fare-amendment-2024", "Taxi Fare Amendment Determination 2024", date(2024, 3, 1),
            "Far North Queensland Passenger Transport Commission",
            "TAXI FARE AMENDMENT DETERMINATION 2024",
            "Made 6 February 2024; Gazette notice 2024/021.",
            "This determination commences on March 1st, 2024 and amends the Taxi Fare Determination 2020. Items "
            "not mentioned below continue unchanged.",
            ("flagfall", "Item 1 is replaced: flagfall $3.70 (weekdays 7am-7pm) and $5.30 at other times; a "
                         "further $2.00 applies to hirings starting between midnight and 5am."),
            ("distance", "Item 2 is replaced: $2.41 per kilometre."),
            ("booking", "Item 4 is replaced: booking fee $1.95."),
        ),
        _version(
            "dev6b-fnqptc-taxi-fare-determination-2026", "Taxi Fare Determination 2026", date(2027, 1, 1),
            "Far North Queensland Passenger Transport Commission",
            "TAXI FARE DETERMINATION 2026",
            "Made by the Commission on 15 April 2026 following the annual fare review (submissions closed "
            "6 March 2026).",
            "This determination revokes and replaces the Taxi Fare Determination 2020 and the Taxi Fare "
            "Amendment Determination 2024, with effect from 1 January 2027.",
            ("flagfall", "1. Flagfall: $3.95 weekday daytime, $5.60 otherwise; late-night hirings (midnight to "
                         "5am) attract an extra $2.50."),
            ("distance", "2. Distance rate: $2.55 per km."),
            ("waiting", "3. Waiting time: 95 cents per minute (stationary or below 26 km/h)."),
            ("booking", "4. Booking fee: $2.10 for any booked hiring, including app bookings."),
            ("soiling", "5. Soiling: a cleaning fee of up to $180 may be charged."),
        ),
    ),
    questions=(
        _q("What is the per-kilometre taxi fare in Far North Queensland?", "distance"),
        _q("FNQ taxi flagfall on a weekday afternoon", "flagfall"),
        _q("How much is the booking fee when I phone for a cab in the Far North Queensland taxi area?",
           "booking"),
        _q("Waiting time charge for taxis in Far North Queensland in 2019", "waiting", date(2019, 12, 31)),
        _q("Maximum cleaning fee a Far North Queensland taxi driver could charge for a soiled car in 2022",
           "soiling", date(2022, 12, 31)),
        _q("Far North Queensland taxi distance rate as of 15 February 2024", "distance", date(2024, 2, 15)),
        _q("Booking fee for FNQ taxis back in 2018", "booking", date(2018, 12, 31)),
        _q("From 1 January 2027, what will FNQ taxis charge per minute of waiting?", "waiting", date(2027, 1, 1)),
        _q("Far North Queensland taxi flagfall under the 2026 determination once it starts in 2027", "flagfall",
           date(2027, 1, 1)),
    ),
)


# --- 5. 市医保局 门诊慢特病待遇通知 (简体) -------------------------------------------------------------------

_CHENGYUAN = RuleFamily(
    family="dev6b-chengyuan-mentezhibing",
    phrasing="dev6b-zh-1",
    language="zh",
    folder="official/healthcare-zh",
    author="澄源市医疗保障局",
    versions=(
        _version(
            "dev6b-chengyuan-ybf-2019-12", "关于调整门诊慢特病待遇有关事项的通知", date(2019, 6, 18),
            "澄源市医疗保障局文件",
            "澄医保发〔2019〕12号",
            "关于调整门诊慢特病待遇有关事项的通知",
            "各县（区）医疗保障局，各定点医药机构：为减轻慢性病、特殊疾病患者门诊医疗费用负担，现就有关事项通知如下：",
            ("qifu", "一、起付标准。门诊慢特病在一个自然年度内只计算一次起付线，职工医保为600元，城乡居民医保为400元。"),
            ("zhigong", "二、职工医保参保人员门诊慢特病政策范围内费用，在职人员报销75%，退休人员报销80%。"),
            ("jumin", "三、城乡居民医保参保人员门诊慢特病政策范围内费用报销55%，年度最高支付限额按病种确定，"
                      "一般病种每人每年4000元。"),
            ("rending", "四、慢特病资格认定每季度集中组织一次。参保人员向参保地经办机构提交申请表、近两年病历资料及"
                        "相关检查报告。"),
            ("youxiao", "五、认定结果有效期为两年，期满需重新申请复审。"),
            "澄源市医疗保障局　2019年6月18日（此件主动公开）",
        ),
        _version(
            "dev6b-chengyuan-ybf-2022-5", "关于进一步完善门诊慢特病待遇保障的通知", date(2022, 3, 1),
            "澄源市医疗保障局",
            "澄医保发〔2022〕5号",
            "关于进一步完善门诊慢特病待遇保障的通知",
            "各县（区）医疗保障局，各定点医药机构：",
            ("qifu", "一、职工医保门诊慢特病起付线调整为500元，城乡居民医保调整为300元，年度内只计一次。"),
            ("zhigong", "二、职工医保门诊慢特病报销比例提高：在职人员80%，退休人员85%。"),
            ("jumin", "三、城乡居民医保门诊慢特病报销比例提高至60%，一般病种年度最高支付限额提高到5000元。"),
            ("rending", "四、认定改为每月受理，参保人员可在定点医疗机构直接申请，经办机构自受理之日起15个工作日内办结。"),
            ("youxiao", "五、高血压、糖尿病等病种认定结果长期有效；恶性肿瘤门诊治疗等病种有效期为两年。"),
            "本通知自2022年3月1日起执行。《关于调整门诊慢特病待遇有关事项的通知》（澄医保发〔2019〕12号）同时废止。",
            "澄源市医疗保障局　2022年1月26日",
        ),
        _version(
            "dev6b-chengyuan-ybg-2026-3", "澄源市门诊慢特病保障办法", date(2027, 1, 1),
            "澄源市医疗保障局　澄源市财政局",
            "澄医保规〔2026〕3号",
            "关于印发《澄源市门诊慢特病保障办法》的通知",
            "各县（区）医疗保障局、财政局：现将《澄源市门诊慢特病保障办法》印发给你们，请认真贯彻执行。",
            ("qifu", "第五条　起付标准：职工医保400元，城乡居民医保200元；已在同一年度普通门诊统筹支付起付线的不再重复计算。"),
            ("zhigong", "第六条　职工医保政策范围内费用支付比例：在职人员85%，退休人员90%。"),
            ("jumin", "第七条　城乡居民医保支付比例65%，一般病种年度支付限额6000元，与普通门诊统筹限额分别计算。"),
            ("rending", "第九条　认定全年随时受理，可通过“澄源医保”小程序线上申请，10个工作日内完成认定。"),
            "本办法自2027年1月1日起施行，有效期5年。澄医保发〔2022〕5号文件执行至2026年12月31日。",
            "澄源市医疗保障局　澄源市财政局　2026年5月20日",
        ),
    ),
    questions=(
        _q("澄源市职工医保门诊慢特病，退休人员能报销百分之多少？", "zhigong"),
        _q("澄源居民医保慢特病一年最多能报多少钱", "jumin"),
        _q("在澄源申请门诊慢特病认定，多长时间能办下来？", "rending"),
        _q("2020年澄源市门诊慢特病的起付线是多少", "qifu", date(2020, 12, 31)),
        _q("2021年在澄源市申请慢特病资格认定要交哪些材料，多久认定一次", "rending", date(2021, 12, 31)),
        _q("2019年澄源城乡居民医保慢特病报销比例", "jumin", date(2019, 12, 31)),
        _q("2022年2月时，澄源职工医保在职人员看慢特病门诊报销多少", "zhigong", date(2022, 2, 28)),
        _q("2027年起澄源市门诊慢特病起付标准是多少？", "qifu", date(2027, 1, 1)),
        _q("澄源门诊慢特病新办法2027年施行后，居民医保报销比例和限额", "jumin", date(2027, 1, 1)),
    ),
)


# --- 6. 交通运输厅 道路运输收费公告 (简体) ----------------------------------------------------------------------

_YUNJIANG = RuleFamily(
    family="dev6b-yunjiang-keyunzhan-shoufei",
    phrasing="dev6b-zh-2",
    language="zh",
    folder="official/transport-zh",
    author="云江省交通运输厅",
    versions=(
        _version(
            "dev6b-yunjiang-jtt-gonggao-2018-7", "关于汽车客运站收费项目和标准的公告", date(2018, 4, 9),
            "云江省交通运输厅　云江省发展和改革委员会",
            "公　告",
            "2018年第7号",
            "关于汽车客运站收费项目和标准的公告",
            "根据道路旅客运输站场管理有关规定，现将全省汽车客运站收费项目和标准公告如下：",
            ("zhanwu", "一、站务费：一级客运站按旅客票价的10%计收，每人次最高不超过5元；二级及以下客运站按8%计收，"
                       "每人次最高不超过3元。"),
            ("lijian", "二、车辆安全例检费：大型客车每车次15元，中型客车10元，小型客车6元；同一车辆同日多次发班只收一次。"),
            ("xingbao", "三、行包保管费：每件每日2元，超过15日的部分每件每日4元。"),
            ("ertong", "四、身高1.2米以下儿童免收站务费；残疾军人、伤残人民警察凭有效证件减半收取。"),
            "云江省交通运输厅　云江省发展和改革委员会　2018年4月9日",
        ),
        _version(
            "dev6b-yunjiang-jtt-gonggao-2021-15", "关于调整汽车客运站收费标准的公告", date(2021, 7, 1),
            "云江省交通运输厅　云江省发展和改革委员会公告",
            "2021年第15号",
            "关于调整汽车客运站收费标准的公告",
            ("zhanwu", "一、站务费：一级客运站按票价的8%计收，每人次不超过4元；二级及以下客运站按7%计收，每人次不超过2.5元。"),
            ("lijian", "二、车辆安全例检费：大型客车每车次18元，中型客车12元，小型客车8元。"),
            ("xingbao", "三、行包保管费：每件每日3元；超过10日的部分，每件每日5元。"),
            ("ertong", "四、身高1.2米以下儿童免收站务费，1.2米至1.5米儿童减半收取；现役军人、消防救援人员、残疾军人等"
                       "凭证减半收取。"),
            "本公告自2021年7月1日起执行。原《关于汽车客运站收费项目和标准的公告》（2018年第7号）同时废止。",
            "2021年6月10日",
        ),
        _version(
            "dev6b-yunjiang-jtt-gonggao-2024-3", "关于修改汽车客运站部分收费标准的公告", date(2024, 3, 1),
            "云江省交通运输厅公告",
            "2024年第3号",
            "关于修改汽车客运站部分收费标准的公告",
            "经研究，决定对《关于调整汽车客运站收费标准的公告》（2021年第15号）部分内容作如下修改，自2024年3月1日起"
            "执行，未修改的内容继续有效：",
            ("lijian", "一、将第二项修改为：车辆安全例检费大型客车每车次20元，中型客车14元，小型客车9元，新能源客车同标准执行。"),
            ("zhanwu", "二、第一项中一级客运站站务费每人次最高限额由4元调整为4.5元，计收比例不变。"),
            ("xingbao", "三、将第三项修改为：行包保管费每件每日4元，超过10日的部分每件每日6元。"),
            "附件：云江省汽车客运站收费标准修改对照表",
            "发布日期：2024-01-22",
        ),
    ),
    questions=(
        _q("云江省汽车客运站，大客车安全例检费现在收多少一次？", "lijian"),
        _q("云江一级客运站站务费每位旅客最多收多少钱", "zhanwu"),
        _q("云江省汽车站行李寄存一天多少钱", "xingbao"),
        _q("2019年云江省客运站对小孩怎么收站务费", "ertong", date(2019, 12, 31)),
        _q("2022年云江省客运站行包保管费标准", "xingbao", date(2022, 12, 31)),
        _q("2021年6月云江省小型客车每次例检要交多少钱", "lijian", date(2021, 6, 30)),
        _q("2023年云江省汽车客运站站务费按票价几成收取", "zhanwu", date(2023, 12, 31)),
    ),
)


# --- 7. 国有企业集团 差旅费管理办法（修订） (简体) ----------------------------------------------------------------

_ZHONGYUE = RuleFamily(
    family="dev6b-zhongyue-chailvfei",
    phrasing="dev6b-zh-3",
    language="zh",
    folder="official/corporate-policy-zh",
    author="中岳能源集团有限公司",
    versions=(
        _version(
            "dev6b-zhongyue-chailvfei-2017", "中岳能源集团有限公司差旅费管理办法", date(2017, 8, 28),
            "中岳能源集团有限公司",
            "中岳集团财〔2017〕45号",
            "关于印发《中岳能源集团有限公司差旅费管理办法》的通知",
            "各所属单位、集团总部各部门：《中岳能源集团有限公司差旅费管理办法》已经2017年8月15日集团总经理办公会"
            "审议通过，现印发给你们，请遵照执行。",
            ("jiaotong", "第六条　集团领导可乘坐飞机经济舱、高铁一等座；其他员工乘坐高铁二等座或火车硬卧，确需乘坐飞机的"
                         "须经部门负责人批准。"),
            ("zhusu", "第八条　住宿费标准：集团领导在直辖市及省会城市每人每天不超过800元，其他城市600元；其他员工在直辖市"
                      "及省会城市每人每天不超过450元，其他城市350元。"),
            ("huoshi", "第十条　伙食补助费按出差自然（日历）天数计算，每人每天100元，不再另行报销餐费。"),
            ("shinei", "第十一条　市内交通费按出差天数每人每天80元包干使用。"),
            ("baoxiao", "第十五条　出差人员应在出差结束后30日内办理报销，逾期不予报销。"),
            "中岳能源集团有限公司　2017年8月28日印发",
        ),
        _version(
            "dev6b-zhongyue-chailvfei-2021", "中岳能源集团有限公司差旅费管理办法（2021年修订）", date(2021, 3, 1),
            "中岳能源集团有限公司差旅费管理办法（2021年修订）",
            "制度编号：ZY-CW-012　版本：V2.0　归口部门：财务资产部",
            "修订记录：V1.0　2017年8月28日　中岳集团财〔2017〕45号印发；V2.0　2021年1月20日　第一次修订",
            ("jiaotong", "第六条　集团领导可乘坐飞机经济舱、高铁一等座；其他员工原则上乘坐高铁二等座，单程600公里以上"
                         "或乘坐火车超过8小时的，可乘坐飞机经济舱。"),
            ("zhusu", "第八条　住宿费标准：集团领导在直辖市及省会城市每人每天不超过900元，其他城市650元；其他员工在直辖市"
                      "及省会城市每人每天不超过500元，其他城市380元。"),
            ("huoshi", "第十条　伙食补助费每人每天120元；接待单位统一安排用餐的，每餐扣减40元。"),
            ("shinei", "第十一条　市内交通费每人每天100元包干，当日由公司派车的不予发放。"),
            ("baoxiao", "第十五条　出差结束后20个工作日内报销；跨年度出差的费用须在当年12月25日前报销。"),
            "第二十条　本办法自2021年3月1日起施行。2017年印发的《中岳能源集团有限公司差旅费管理办法》"
            "（中岳集团财〔2017〕45号）同时废止。",
        ),
        _version(
            "dev6b-zhongyue-chailvfei-2026", "中岳能源集团有限公司差旅费管理办法（2026年修订）", date(2026, 10, 1),
            "中岳能源集团有限公司差旅费管理办法（2026年修订）",
            "制度编号：ZY-CW-012　版本：V3.0",
            "修订记录：V1.0　2017年8月28日印发；V2.0　2021年3月1日施行；V3.0　2026年4月28日经董事会审议通过，"
            "2026年10月1日施行",
            ("jiaotong", "第六条　其他员工单程800公里以上可乘坐飞机经济舱；集团领导乘坐高铁商务座须经董事长批准。"),
            ("zhusu", "第八条　住宿费标准：集团领导在直辖市及省会城市每人每天不超过1000元，其他城市700元；其他员工在"
                      "直辖市及省会城市每人每天不超过550元，其他城市420元。"),
            ("huoshi", "第十条　伙食补助费每人每天150元，接待单位安排用餐的每餐扣减50元。"),
            ("shinei", "第十一条　取消市内交通费包干，凭出租车或网约车电子发票据实报销，每人每天不超过120元。"),
            ("baoxiao", "第十五条　出差结束后15个工作日内通过费控系统提交报销；逾期的须经分管领导审批。"),
            "第二十一条　本办法自2026年10月1日起施行，原版本（V2.0）同时废止。",
        ),
    ),
    questions=(
        _q("中岳能源集团普通员工出差住省会城市，一晚最多报多少？", "zhusu"),
        _q("中岳集团差旅伙食补助标准是多少", "huoshi"),
        _q("中岳能源出差回来多少天之内必须报销？", "baoxiao"),
        _q("2018年中岳集团一般员工出差能坐飞机吗", "jiaotong", date(2018, 12, 31)),
        _q("2019年中岳能源集团市内交通费包干标准", "shinei", date(2019, 12, 31)),
        _q("中岳集团2021年2月出差伙食补助一天多少钱", "huoshi", date(2021, 2, 15)),
        _q("2024年中岳能源集团员工出差的市内交通费怎么算", "shinei", date(2024, 12, 31)),
        _q("中岳集团差旅办法2026年10月起住宿标准", "zhusu", date(2026, 10, 1)),
        _q("2026年10月以后中岳能源员工出差打车费怎么报销", "shinei", date(2026, 10, 1)),
    ),
)


# --- 8. 台灣 縣政府 路邊停車收費標準公告 (繁體, 民國紀年) -----------------------------------------------------

_CHENGHU = RuleFamily(
    family="dev6b-chenghu-lubian-tingche",
    phrasing="dev6b-zh-4",
    language="zh",
    folder="official/parking-zh",
    author="澄湖縣政府",
    versions=(
        _version(
            "dev6b-chenghu-fujiao-1080045321", "澄湖縣路邊停車場收費標準", date(2019, 4, 1),
            "澄湖縣政府　公告",
            "發文日期：中華民國108年3月5日",
            "發文字號：府交字第1080045321號",
            "主旨：公告本縣路邊停車場收費標準，並自中華民國108年4月1日起實施。",
            "依據：停車場法及澄湖縣公有停車場管理自治條例。",
            "公告事項：",
            ("xiaoche", "一、小型車：每小時新臺幣20元，未滿半小時以10元計收，逾半小時未滿1小時以1小時計。"),
            ("jiche", "二、機車：按次收費，每次新臺幣10元。"),
            ("shiduan", "三、收費時段：週一至週六上午8時至下午8時；週日及國定假日免費。"),
            ("bujiao", "四、停車費應於繳費通知單開單日起15日內繳納；逾期未繳者，以書面限期7日催繳，並加收工本費新臺幣30元。"),
            ("shenxin", "五、領有身心障礙者專用停車位識別證之車輛，停放身心障礙者專用停車格，前2小時免費。"),
            "縣長　○○○",
        ),
        _version(
            "dev6b-chenghu-fujiao-1110098765", "澄湖縣路邊停車場收費標準", date(2022, 7, 1),
            "澄湖縣政府　公告",
            "發文日期：中華民國111年5月18日",
            "發文字號：府交字第1110098765號",
            "主旨：修正本縣路邊停車場收費標準，自中華民國111年7月1日生效。",
            "本府108年3月5日府交字第1080045321號公告，自111年7月1日起停止適用。",
            ("xiaoche", "一、小型車：市區路段每小時新臺幣30元，其他路段每小時20元，均以半小時為計費單位。"),
            ("jiche", "二、機車：每次新臺幣15元。"),
            ("shiduan", "三、收費時段：每日上午9時至晚上9時，國定假日照常收費。"),
            ("bujiao", "四、停車費應於開單日起15日內繳納；逾期未繳者加收補繳工本費新臺幣50元，並得依法移送強制執行。"),
            ("shenxin", "五、身心障礙者專用停車位識別證車輛停放專用停車格，前4小時免費，超過部分依一般費率收費。"),
        ),
        _version(
            "dev6b-chenghu-fujiao-1150071234", "澄湖縣路邊停車場收費標準", date(2026, 9, 1),
            "澄湖縣政府　公告",
            "發文日期：中華民國115年5月12日",
            "發文字號：府交字第1150071234號",
            "主旨：修正「澄湖縣路邊停車場收費標準」，定自中華民國115年9月1日施行。",
            "說明：本案前於115年3月2日至3月31日辦理預告，期間未收到異議。本府111年5月18日府交字第1110098765號"
            "公告於115年8月31日廢止。",
            ("xiaoche", "一、小型車：市區路段採累進費率，第1小時新臺幣30元，第2小時40元，第3小時起每小時50元；其他路段"
                        "每小時20元。"),
            ("jiche", "二、機車：改按時計費，每小時新臺幣10元，當日最高收費40元。"),
            ("shiduan", "三、收費時段：每日上午8時至晚上10時，國定假日照常收費。"),
            ("bujiao", "四、繳費期限為開單日起21日內；逾期未繳者加收補繳工本費新臺幣60元。"),
        ),
    ),
    questions=(
        _q("澄湖縣路邊停車，汽車一小時多少錢？", "xiaoche"),
        _q("澄湖縣路邊機車停車費怎麼收", "jiche"),
        _q("澄湖縣路邊停車國定假日要收費嗎？幾點到幾點收", "shiduan"),
        _q("民國109年在澄湖縣停車單逾期沒繳會怎樣", "bujiao", date(2020, 12, 31)),
        _q("108年時澄湖縣身障車停路邊可以免費停多久", "shenxin", date(2019, 12, 31)),
        _q("2022年6月澄湖縣路邊停車的收費時間", "shiduan", date(2022, 6, 30)),
        _q("澄湖縣民國112年機車停路邊一次多少", "jiche", date(2023, 12, 31)),
        _q("115年9月起澄湖縣路邊汽車停車費率", "xiaoche", date(2026, 9, 1)),
        _q("澄湖縣115年9月新收費標準上路後，機車停車怎麼計費", "jiche", date(2026, 9, 1)),
    ),
)


DEV_FAMILIES_6B: tuple[RuleFamily, ...] = (
    _MOTSWEDI,
    _PIPA,
    _CARRICKMOURNE,
    _FNQ,
    _CHENGYUAN,
    _YUNJIANG,
    _ZHONGYUE,
    _CHENGHU,
)
