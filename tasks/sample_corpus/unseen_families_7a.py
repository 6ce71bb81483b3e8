"""Blind set 7, batch a: eight versioned rule families - juror attendance fees and mileage of a county superior
court, scrap metal dealer licence fees of a district council, the fee schedule of a laboratory accreditation body,
a skin piercing and tattooing hygiene bylaw, county beekeeping registration, a Taiwanese county's hearing-aid
subsidy, provincial pawnshop fee-rate caps, and the rating regulations of a Hong Kong Chinese chess association.
"""

from __future__ import annotations

from datetime import date

from tasks.sample_corpus.families import REFERENCE_DATE, RuleFamily, RuleQuestion, RuleVersion


def _version(slug: str, title: str, in_force_from: date, *paragraphs: str | tuple[str, str]) -> RuleVersion:
    """A version from its paragraphs in reading order; a (fact key, text) pair is a paragraph stating that fact."""
    texts = tuple(p if isinstance(p, str) else p[1] for p in paragraphs)
    facts = {p[0]: p[1] for p in paragraphs if not isinstance(p, str)}
    return RuleVersion(slug=slug, title=title, paragraphs=texts, in_force_from=in_force_from, facts=facts)


def _q(query: str, fact: str, as_of: date = REFERENCE_DATE) -> RuleQuestion:
    kind = "current" if as_of == REFERENCE_DATE else "historical" if as_of < REFERENCE_DATE else "future"
    return RuleQuestion(query=query, fact=fact, as_of=as_of, kind=kind)


# ---------------------------------------------------------------------------------------------------------------
# 1. Juror fees (en)
# ---------------------------------------------------------------------------------------------------------------

_JUROR_AUTHOR = "Superior Court of Tamarack County"

_JUROR_FEES = RuleFamily(
    family="bl7a-tamarack-juror-fees",
    phrasing="blind7-a-en-1",
    language="en",
    folder="official/juror-allowances",
    author=_JUROR_AUTHOR,
    versions=(
        _version(
            "bl7a-juror-fees-general-order-2017-04",
            "General Order No. 2017-04: In re Juror Fees, Mileage and Expense Claims",
            date(2017, 8, 14),
            "SUPERIOR COURT OF TAMARACK COUNTY",
            "GENERAL ORDER NO. 2017-04",
            "IN RE: JUROR FEES, MILEAGE AND EXPENSE CLAIMS",
            "Pursuant to the authority vested in the Presiding Judge to administer the jury system of this Court, "
            "IT IS HEREBY ORDERED as follows:",
            ("daily_fee",
             "1. Attendance fee. Each trial juror and grand juror shall be paid an attendance fee of $15.00 for each "
             "day of actual attendance, including the first day of service."),
            ("extended_fee",
             "2. Extended service. A juror sworn to a trial that continues beyond the fifth day of attendance shall "
             "be paid $40.00 for each day of attendance after the fifth day, in lieu of the fee in paragraph 1."),
            ("mileage",
             "3. Mileage. Jurors shall be reimbursed for travel at the rate of 34 cents per mile, one way only, "
             "computed from the juror's residence to the courthouse to which the juror is summoned."),
            "4. Parking. Jurors reporting to the Main Courthouse, 200 Linden Street, may park without charge in "
            "Lot C upon display of the juror parking permit mailed with the summons.",
            ("claim_deadline",
             "5. Claims. A juror who has not received payment shall submit the Juror Expense Claim Form to the Jury "
             "Services Office within 30 days after the last day of service. Claims received after that date will "
             "not be paid."),
            "6. This Order shall remain in effect until modified or rescinded by further order of the Court.",
            "Dated: August 14, 2017",
            "Hon. Margaret L. Okonkwo, Presiding Judge",
        ),
        _version(
            "bl7a-juror-fees-general-order-2021-11",
            "General Order No. 2021-11: In re Juror Fees, Mileage and Expense Claims (Amended)",
            date(2022, 1, 1),
            "SUPERIOR COURT OF TAMARACK COUNTY",
            "GENERAL ORDER NO. 2021-11",
            "IN RE: JUROR FEES, MILEAGE AND EXPENSE CLAIMS (AMENDED)",
            "General Order No. 2017-04, dated August 14, 2017, is hereby superseded in its entirety. Effective "
            "January 1, 2022, IT IS HEREBY ORDERED as follows:",
            ("daily_fee",
             "1. Attendance fee. Each trial juror and grand juror shall be paid $20.00 for each day of attendance, "
             "including the first day of service and any day on which the juror is excused before noon."),
            ("extended_fee",
             "2. Extended service. A juror serving on a trial that continues beyond the third day of attendance "
             "shall be paid $50.00 for each day of attendance after the third day, in lieu of the fee in "
             "paragraph 1."),
            ("mileage",
             "3. Mileage. Jurors shall be reimbursed for travel at the rate of 58.5 cents per mile, round trip, "
             "between the juror's residence and the courthouse."),
            "4. Parking and transit. Jurors may park without charge in Lot C or the Elm Street garage, or may "
            "request a Tamarack Transit day pass from the Jury Assembly Room.",
            ("claim_deadline",
             "5. Claims. Unpaid fees and mileage must be claimed on the Juror Expense Claim Form within 60 days "
             "after the juror's last day of service. Late claims will not be honored."),
            "6. Jurors who are employed by the County continue to receive their regular salary and are not "
            "eligible for the attendance fee, but may claim mileage under paragraph 3.",
            "Dated: November 29, 2021",
            "Hon. Daniel R. Whitcomb, Presiding Judge",
        ),
        _version(
            "bl7a-juror-fees-general-order-2026-03",
            "General Order No. 2026-03: In re Juror Fees, Mileage and Expense Claims",
            date(2027, 1, 1),
            "SUPERIOR COURT OF TAMARACK COUNTY",
            "GENERAL ORDER NO. 2026-03",
            "IN RE: JUROR FEES, MILEAGE AND EXPENSE CLAIMS",
            "Good cause appearing, General Order No. 2021-11 is rescinded effective January 1, 2027, and "
            "commencing on that date IT IS ORDERED:",
            ("daily_fee",
             "1. Attendance fee. Jurors shall receive $25.00 for each day of attendance in response to a summons, "
             "whether or not they are sworn."),
            ("extended_fee",
             "2. Extended service. Beginning on the third day of service on the same trial, a sworn juror shall be "
             "paid $60.00 per day of attendance in place of the fee in paragraph 1."),
            ("mileage",
             "3. Mileage. Travel shall be reimbursed at 67 cents per mile, round trip, between the juror's "
             "residence and the courthouse, as calculated by the jury management system."),
            "4. Payment. Fees and mileage are paid by direct deposit or check within 30 days after the juror's "
            "final day of service.",
            ("claim_deadline",
             "5. Claims. A juror who has not been paid may file a claim through the eJuror portal or on paper with "
             "the Jury Services Office within 90 days after the final day of service."),
            "Dated: April 20, 2026",
            "Hon. Daniel R. Whitcomb, Presiding Judge",
            "Jury Services Office, (555) 014-2270, jury@tamarackcourt.example",
        ),
    ),
    questions=(
        _q("How much does Tamarack County pay jurors per day?", "daily_fee"),
        _q("What is the mileage rate for jurors at Tamarack County Superior Court?", "mileage"),
        _q("How long do I have to submit my juror expense claim?", "claim_deadline"),
        _q("What was the daily juror fee in Tamarack County in 2019?", "daily_fee", date(2019, 12, 31)),
        _q("In 2020, what did jurors get per day once a Tamarack County trial ran past the first week?",
           "extended_fee", date(2020, 12, 31)),
        _q("juror mileage reimbursement tamarack superior court march 2023", "mileage", date(2023, 3, 31)),
        _q("From January 1, 2027, what will jurors on long trials be paid per day in Tamarack County?",
           "extended_fee", date(2027, 1, 1)),
        _q("Starting January 1, 2027, how long will jurors have to file an unpaid fee claim?", "claim_deadline",
           date(2027, 1, 1)),
    ),
)


# ---------------------------------------------------------------------------------------------------------------
# 2. Scrap metal dealer licences (en)
# ---------------------------------------------------------------------------------------------------------------

_SCRAP_AUTHOR = "Harrowdene District Council"

_SCRAP_METAL = RuleFamily(
    family="bl7a-harrowdene-scrap-metal-licences",
    phrasing="blind7-a-en-2",
    language="en",
    folder="official/scrap-metal-licensing",
    author=_SCRAP_AUTHOR,
    versions=(
        _version(
            "bl7a-scrap-metal-fees-and-conditions-2018",
            "Scrap Metal Dealers Act 2013 - Licence Fees and Conditions",
            date(2018, 3, 12),
            "HARROWDENE DISTRICT COUNCIL",
            "Licensing Services",
            "Scrap Metal Dealers Act 2013 - Licence Fees and Conditions",
            "Approved by the Licensing and Regulatory Committee on 12th March 2018 (Minute LR/18/031).",
            "1. Introduction. Schedule 1 to the Scrap Metal Dealers Act 2013 allows the Council to charge a fee "
            "for an application for the grant, renewal or variation of a licence. Fees are set on a cost-recovery "
            "basis and cover the three-year term of the licence.",
            ("site_fee",
             "2. Site licence. The fee for the grant or renewal of a site licence is £345. The fee covers the "
             "administration of the application and one compliance visit to each site named on the licence."),
            ("collector_fee",
             "3. Collector's licence. The fee for the grant or renewal of a collector's licence is £210."),
            ("variation_fee",
             "4. Variation. An application to vary a licence (change of site manager, name or address) attracts a "
             "fee of £60. A change from a collector's licence to a site licence is treated as a new application."),
            ("decision_target",
             "5. Determination. The Council aims to determine complete applications within 28 days of receipt, "
             "subject to receipt of a basic disclosure certificate and consultation with Wessex Vale Police."),
            "6. Payment may be made by debit card via the Council's website or by telephone to the Licensing Team "
            "on 01632 960418.",
            "Head of Environmental Health and Licensing",
        ),
        _version(
            "bl7a-scrap-metal-licensing-policy-2021",
            "Scrap Metal Dealer Licensing Policy 2021",
            date(2021, 4, 1),
            "HARROWDENE DISTRICT COUNCIL",
            "Scrap Metal Dealer Licensing Policy 2021",
            "Version 2.0 | Effective from 1 April 2021",
            "This policy replaces the Council's 'Scrap Metal Dealers Act 2013 - Licence Fees and Conditions' "
            "approved by the Licensing and Regulatory Committee on 12 March 2018.",
            "1. Purpose. This policy explains how the Council will administer scrap metal dealer licences and sets "
            "the fees payable under Schedule 1 to the Act.",
            ("site_fee", "2.1 Site licence (grant or renewal, three years): £398."),
            ("collector_fee", "2.2 Collector's licence (grant or renewal, three years): £236."),
            ("variation_fee",
             "2.3 Variation of a licence, including a change of site manager or the addition of a site: £72."),
            ("decision_target",
             "3.1 The Council will determine a complete application within 21 working days unless representations "
             "are received or further enquiries with the police or the Environment Agency are needed."),
            "3.2 Licence holders must display the licence in a prominent place at each site, and collectors must "
            "display it in the windscreen of any vehicle used for collection.",
            "Document owner: Licensing Manager. Next review: March 2024.",
        ),
        _version(
            "bl7a-scrap-metal-licensing-policy-2024",
            "Scrap Metal Dealer Licensing Policy 2024",
            date(2024, 4, 1),
            "HARROWDENE DISTRICT COUNCIL",
            "Scrap Metal Dealer Licensing Policy 2024",
            "Version 3.0",
            "Approved by Cabinet on 6 February 2024. Date of effect: 1 April 2024.",
            "1. Applications are made online through the Council's licensing portal. Paper forms are available on "
            "request for applicants who cannot apply online.",
            ("site_fee", "2.1 Site licence - grant or renewal for three years: £452."),
            ("collector_fee", "2.2 Collector's licence - grant or renewal for three years: £261."),
            ("variation_fee", "2.3 Variation (any change to the details shown on the licence): £85."),
            ("decision_target",
             "3.1 Complete applications will normally be decided within 15 working days of the date on which the "
             "last supporting document is received."),
            "Version control: 1.0 - March 2018 - original fees and conditions; 2.0 - April 2021 - policy "
            "restructured and fees revised; 3.0 - April 2024 - fees revised after cost review, online applications.",
            "Licensing Team, Harrowdene District Council, Civic Offices, Mill Lane, Harrowdene HD1 4QS",
        ),
    ),
    questions=(
        _q("How much is a scrap metal site licence from Harrowdene District Council?", "site_fee"),
        _q("harrowdene collector's licence fee scrap metal", "collector_fee"),
        _q("What does it cost to vary a scrap metal dealer licence in Harrowdene?", "variation_fee"),
        _q("How quickly does Harrowdene council decide a scrap metal licence application?", "decision_target"),
        _q("What was the Harrowdene scrap metal site licence fee in 2019?", "site_fee", date(2019, 12, 31)),
        _q("Collector's licence fee for scrap metal in Harrowdene in 2022?", "collector_fee", date(2022, 12, 31)),
        _q("What would a variation to a scrap metal licence have cost on 1 May 2020 in Harrowdene?",
           "variation_fee", date(2020, 5, 1)),
        _q("Before the 2024 policy came in, how long did Harrowdene take to decide scrap metal applications?",
           "decision_target", date(2024, 3, 31)),
    ),
)


# ---------------------------------------------------------------------------------------------------------------
# 3. Laboratory accreditation fees (en)
# ---------------------------------------------------------------------------------------------------------------

_LAB_AUTHOR = "National Laboratory Accreditation Council"
_LAB_TITLE = "P-07 Schedule of Fees"
_LAB_SCOPE = ("1. Scope. This schedule sets out the fees payable by applicant and accredited facilities in the "
              "testing, calibration and medical laboratory programs. All amounts are in Australian dollars and "
              "exclude GST.")
_LAB_TERMS = ("6. Payment terms. Invoices are payable within 30 days. Accreditation may be suspended where fees "
              "remain unpaid 60 days after the invoice date.")

_LAB_FEES = RuleFamily(
    family="bl7a-nlac-accreditation-fees",
    phrasing="blind7-a-en-3",
    language="en",
    folder="official/laboratory-accreditation",
    author=_LAB_AUTHOR,
    versions=(
        _version(
            "bl7a-nlac-p07-issue-5",
            _LAB_TITLE,
            date(2019, 7, 1),
            "National Laboratory Accreditation Council",
            "P-07 Schedule of Fees",
            "Issue 5 - Issued 15 May 2019 - Applies to invoices raised on or after 1 July 2019",
            _LAB_SCOPE,
            ("application_fee",
             "2. Application fee. A once-only application fee of $2,150 is payable with each new application for "
             "accreditation."),
            ("annual_fee",
             "3. Annual fee. Accredited facilities pay an annual fee of $3,480 for each accredited site, invoiced "
             "in July for the financial year."),
            ("assessor_rate",
             "4. Assessment. Assessor time for initial, surveillance and reassessment visits is charged at $1,320 "
             "per assessor day (or part day exceeding four hours), plus reasonable travel costs."),
            ("scope_fee",
             "5. Extension of scope. An application to extend the scope of accreditation attracts a processing fee "
             "of $690 in addition to any assessor time required."),
            _LAB_TERMS,
            "Authorised by: Chief Executive Officer",
            "P-07 Issue 5 | May 2019 | Page 1 of 1",
        ),
        _version(
            "bl7a-nlac-p07-issue-6",
            _LAB_TITLE,
            date(2022, 7, 1),
            "National Laboratory Accreditation Council",
            "P-07 Schedule of Fees",
            "Issue 6 - Effective 1 July 2022",
            "This issue supersedes Issue 5 (May 2019). Fees have been indexed and the assessor day rate revised.",
            _LAB_SCOPE,
            ("application_fee",
             "2. Application fee. A once-only application fee of $2,300 is payable with each new application for "
             "accreditation, including applications for a new program by an already accredited facility."),
            ("annual_fee",
             "3. Annual fee. The annual fee is $3,720 per accredited site and is invoiced in July for the "
             "financial year."),
            ("assessor_rate",
             "4. Assessment. Assessor and technical expert time is charged at $1,410 per day (or part day "
             "exceeding four hours); remote assessment is charged at the same rate."),
            ("scope_fee",
             "5. Extension of scope. A processing fee of $740 applies to each application to extend the scope of "
             "accreditation, plus any assessor time."),
            _LAB_TERMS,
            "Authorised by: Chief Executive Officer",
            "P-07 Issue 6 | July 2022",
        ),
        _version(
            "bl7a-nlac-p07-issue-7",
            _LAB_TITLE,
            date(2024, 7, 1),
            "National Laboratory Accreditation Council",
            "P-07 Schedule of Fees",
            "Issue 7 | Effective date: 1 July 2024",
            _LAB_SCOPE,
            ("application_fee", "2. Application fee: $2,480 per new application for accreditation."),
            ("annual_fee", "3. Annual fee: $3,990 per accredited site per financial year."),
            ("assessor_rate",
             "4. Assessor day rate: $1,535 per assessor or technical expert day, on site or remote; part days "
             "of four hours or less are charged at half the day rate."),
            ("scope_fee", "5. Extension of scope: $805 processing fee per application, plus assessor time."),
            _LAB_TERMS,
            "Amendment table: Issue 6, July 2022 - fees indexed, remote assessment added; Issue 7, July 2024 - "
            "fees indexed, half-day assessor rate introduced.",
            "P-07 Issue 7 | July 2024",
        ),
        _version(
            "bl7a-nlac-p07-issue-8",
            _LAB_TITLE,
            date(2026, 7, 1),
            "National Laboratory Accreditation Council",
            "P-07 Schedule of Fees",
            "Issue 8 - Approved by the Council on 10 March 2026 - Effective 1 July 2026",
            "Issue 7 continues to apply to invoices raised up to and including 30 June 2026.",
            _LAB_SCOPE,
            ("application_fee", "2. Application fee: $2,610 per new application for accreditation."),
            ("annual_fee", "3. Annual fee: $4,210 per accredited site per financial year."),
            ("assessor_rate",
             "4. Assessor day rate: $1,620 per assessor or technical expert day, on site or remote; part days "
             "of four hours or less are charged at half the day rate."),
            ("scope_fee", "5. Extension of scope: $860 processing fee per application, plus assessor time."),
            _LAB_TERMS,
            "Amendment table: Issue 7, July 2024 - fees indexed, half-day assessor rate introduced; Issue 8, "
            "July 2026 - fees indexed.",
            "P-07 Issue 8 | March 2026",
        ),
    ),
    questions=(
        _q("What is NLAC's annual accreditation fee per site?", "annual_fee"),
        _q("How much does a lab pay per assessor day for an accreditation assessment?", "assessor_rate"),
        _q("application fee for new laboratory accreditation NLAC", "application_fee"),
        _q("What was the NLAC application fee in 2020?", "application_fee", date(2020, 12, 31)),
        _q("What was the NLAC assessor day rate in the 2022-23 financial year?", "assessor_rate",
           date(2023, 6, 30)),
        _q("How much did it cost to extend a lab's scope of accreditation in March 2024?", "scope_fee",
           date(2024, 3, 31)),
        _q("What annual fee per site did NLAC charge on 1 July 2019?", "annual_fee", date(2019, 7, 1)),
        _q("What will the NLAC annual fee per site be from 1 July 2026?", "annual_fee", date(2026, 7, 1)),
        _q("Scope extension processing fee from 1 July 2026 under the new fee schedule?", "scope_fee",
           date(2026, 7, 1)),
    ),
)


# ---------------------------------------------------------------------------------------------------------------
# 4. Tattoo and skin piercing hygiene (en)
# ---------------------------------------------------------------------------------------------------------------

_TATTOO_AUTHOR = "Kōwhai Coast District Council"

_TATTOO = RuleFamily(
    family="bl7a-kowhai-coast-tattooing-bylaw",
    phrasing="blind7-a-en-4",
    language="en",
    folder="official/tattoo-hygiene",
    author=_TATTOO_AUTHOR,
    versions=(
        _version(
            "bl7a-skin-piercing-tattooing-bylaw-2016",
            "Skin Piercing and Tattooing Bylaw 2016",
            date(2016, 10, 1),
            "Kōwhai Coast District Council",
            "Skin Piercing and Tattooing Bylaw 2016",
            "The Kōwhai Coast District Council makes this bylaw by resolution on 24 August 2016 under section 145 "
            "of the Local Government Act 2002 and section 64 of the Health Act 1956.",
            "1. Title. This bylaw is the Kōwhai Coast District Council Skin Piercing and Tattooing Bylaw 2016.",
            "2. Commencement. This bylaw comes into force on 1 October 2016.",
            "5. Registration. No person may operate premises for tattooing, body piercing or cosmetic tattooing "
            "unless the premises are registered with the Council. Registration expires on 30 June each year.",
            ("spore_test",
             "9. Sterilisation. Every steriliser must be tested with a biological spore test at least once every "
             "three months, and the test results must be kept on the premises."),
            ("records",
             "10. Records. The operator must keep a sterilisation log and a client record for each procedure and "
             "retain them for at least 12 months."),
            ("registration_fee", "Schedule 1 - Fees: (a) annual registration of premises, $285.00 (GST inclusive);"),
            ("reinspection_fee",
             "Schedule 1 - Fees: (b) reinspection following a notice of non-compliance, $120.00 per hour or part "
             "hour."),
            "The Common Seal of the Kōwhai Coast District Council was affixed in the presence of the Mayor and the "
            "Chief Executive.",
        ),
        _version(
            "bl7a-skin-piercing-tattooing-bylaw-2023",
            "Skin Piercing and Tattooing Bylaw 2023",
            date(2024, 3, 1),
            "Kōwhai Coast District Council",
            "Skin Piercing and Tattooing Bylaw 2023",
            "This bylaw was made by resolution of the Kōwhai Coast District Council on 14 December 2023.",
            "1. Title. This bylaw is the Kōwhai Coast District Council Skin Piercing and Tattooing Bylaw 2023.",
            "2. Commencement. This bylaw comes into force on 1 March 2024.",
            "3. Revocation. The Kōwhai Coast District Council Skin Piercing and Tattooing Bylaw 2016 is revoked.",
            "6. Registration. Premises used for tattooing, cosmetic tattooing, body piercing, microblading or "
            "scarification must be registered with the Council before they open and each year after that.",
            ("spore_test",
             "11. Sterilisation. Each steriliser must pass a biological spore test at least once every month; "
             "any failed test must be reported to an Environmental Health Officer within 24 hours."),
            ("records",
             "12. Records. Sterilisation logs, client consent forms and procedure records must be retained for at "
             "least 24 months and produced to an authorised officer on request."),
            "13. Age. No person may tattoo a client under 18 years of age without the written consent of the "
            "client's parent or guardian, who must be present during the procedure.",
            ("registration_fee", "Schedule 1 - Fees: (a) annual registration of premises: $365.00 incl. GST."),
            ("reinspection_fee",
             "Schedule 1 - Fees: (b) reinspection after a notice of non-compliance: $165.00 per hour (minimum "
             "charge one hour)."),
            "Environmental Health Team, Kōwhai Coast District Council, 0800 569 424",
        ),
    ),
    questions=(
        _q("What is the registration fee for a tattoo studio in Kōwhai Coast district?", "registration_fee"),
        _q("How often does a tattoo studio's autoclave need a spore test?", "spore_test"),
        _q("how long must tattooists keep sterilisation records kowhai coast", "records"),
        _q("What does the council charge for a reinspection of tattoo premises?", "reinspection_fee"),
        _q("What was the annual registration fee for a tattoo parlour in Kōwhai Coast in 2020?", "registration_fee",
           date(2020, 12, 31)),
        _q("In 2022, how often did tattoo studio sterilisers have to be spore tested under the council bylaw?",
           "spore_test", date(2022, 12, 31)),
        _q("Kowhai Coast reinspection charge for tattoo premises in February 2024", "reinspection_fee",
           date(2024, 2, 29)),
        _q("How long did tattoo operators in Kōwhai Coast have to keep client records in 2018?", "records",
           date(2018, 12, 31)),
    ),
)


# ---------------------------------------------------------------------------------------------------------------
# 5. Beekeeping registration (zh, simplified)
# ---------------------------------------------------------------------------------------------------------------

_BEE_AUTHOR = "青岚县农业农村局"
_BEE_TITLE = "青岚县蜂群养殖备案登记管理办法"

_BEEKEEPING = RuleFamily(
    family="bl7a-qinglan-beekeeping-registration",
    phrasing="blind7-a-zh-1",
    language="zh",
    folder="official/beekeeping-registration",
    author=_BEE_AUTHOR,
    versions=(
        _version(
            "bl7a-qinglan-bee-notice-2018-21",
            "青岚县农业局关于做好蜂群养殖备案登记工作的通知",
            date(2018, 4, 9),
            "青岚县农业局文件",
            "青农发〔2018〕21号",
            "青岚县农业局关于做好蜂群养殖备案登记工作的通知",
            "各乡镇人民政府，县畜牧兽医服务中心，各养蜂专业合作社：",
            "为加强蜂业管理，根据《中华人民共和国畜牧法》《养蜂管理办法（试行）》有关规定，"
            "现就做好全县蜂群养殖备案登记工作通知如下：",
            ("threshold",
             "一、饲养蜂群20群以上的养蜂者，应当向所在乡镇畜牧兽医站申请备案登记，领取《养蜂证》。"),
            ("advance_notice",
             "二、转地放蜂的，应当在起运前7日向县畜牧兽医服务中心报告蜂群数量、放蜂路线和目的地，并申请检疫。"),
            ("annual_review",
             "三、已备案的养蜂者应当于每年3月31日前到乡镇畜牧兽医站办理年度复核，逾期未复核的，不享受当年扶持政策。"),
            ("subsidy",
             "四、对已备案登记并参加蜂群政策性保险的养蜂者，县财政按每群10元给予保费补贴，每户每年最高不超过2000元。"),
            "五、各乡镇要于2018年5月底前完成辖区蜂群摸底登记，并将汇总表报县畜牧兽医服务中心。",
            "联系人：县畜牧兽医服务中心 周晓梅，联系电话：5263318",
            "青岚县农业局",
            "2018年4月9日",
        ),
        _version(
            "bl7a-qinglan-bee-measures-2021-3",
            _BEE_TITLE,
            date(2021, 7, 1),
            "青农规〔2021〕3号",
            _BEE_TITLE,
            "第一条　为规范蜂群养殖备案登记，促进蜂业健康发展，根据《中华人民共和国畜牧法》"
            "《养蜂管理办法（试行）》等规定，结合本县实际，制定本办法。",
            ("threshold",
             "第二条　本县行政区域内饲养蜂群10群以上的养蜂者，应当向所在乡镇农业综合服务中心申请备案登记。"),
            ("advance_notice",
             "第三条　转地放蜂的，养蜂者应当在起运前5日向县畜牧兽医服务中心报告放蜂路线、蜂群数量，"
             "并凭检疫证明起运。"),
            ("annual_review",
             "第四条　已备案的养蜂者应当于每年4月30日前办理年度复核；连续两年未复核的，注销其备案。"),
            ("subsidy",
             "第五条　对已备案并参加蜂群政策性保险的养蜂者，县财政按每群15元给予保费补贴，"
             "每户每年最高不超过3000元。"),
            "第六条　本办法自2021年7月1日起施行。原青岚县农业局《关于做好蜂群养殖备案登记工作的通知》"
            "（青农发〔2018〕21号）同时废止。",
            "青岚县农业农村局",
            "2021年6月8日印发",
        ),
        _version(
            "bl7a-qinglan-bee-measures-2024-1",
            _BEE_TITLE,
            date(2024, 3, 1),
            "青农规〔2024〕1号",
            _BEE_TITLE,
            "第一条　为规范蜂群养殖备案登记管理，保障蜂产品质量安全，结合本县实际，制定本办法。",
            ("threshold",
             "第二条　本县行政区域内饲养蜂群5群以上的养蜂者，应当通过“青岚智慧农业”平台或者到所在乡镇"
             "农业综合服务中心办理备案登记。"),
            ("advance_notice",
             "第三条　转地放蜂的，养蜂者应当在起运前3个工作日报告放蜂路线和蜂群数量，并申报检疫。"),
            ("annual_review",
             "第四条　已备案的养蜂者应当于每年5月31日前通过平台完成年度复核。"),
            ("subsidy",
             "第五条　对已备案并参加蜂群政策性保险的养蜂者，县财政按每群20元给予保费补贴，"
             "每户每年最高不超过5000元。"),
            "第六条　乡镇农业综合服务中心应当每季度对辖区蜂场开展一次巡查，发现蜂群疫病及时报告。",
            "第七条　本办法自2024年3月1日起施行，有效期5年。《青岚县蜂群养殖备案登记管理办法》"
            "（青农规〔2021〕3号）同时废止。",
            "青岚县农业农村局",
            "2024年1月26日印发",
        ),
    ),
    questions=(
        _q("青岚县养多少群蜂需要备案？", "threshold"),
        _q("转地放蜂要提前几天报告", "advance_notice"),
        _q("青岚县蜂群保险补贴每群多少钱，每户最多补多少", "subsidy"),
        _q("蜂群备案年度复核要在每年什么时候之前办理？", "annual_review"),
        _q("2019年青岚县养蜂多少群以上要备案登记", "threshold", date(2019, 12, 31)),
        _q("2022年转地放蜂需要提前几天向县里报告？", "advance_notice", date(2022, 12, 31)),
        _q("2023年5月青岚县蜂群保费补贴标准是多少", "subsidy", date(2023, 5, 31)),
        _q("2020年青岚县养蜂备案年度复核截止到几月几号", "annual_review", date(2020, 12, 31)),
    ),
)


# ---------------------------------------------------------------------------------------------------------------
# 6. Hearing-aid subsidy (zh, traditional, Taiwan)
# ---------------------------------------------------------------------------------------------------------------

_HEARING_AUTHOR = "嵐山縣政府"
_HEARING_TITLE = "嵐山縣助聽器補助作業要點"
_HEARING_ENACTED = "中華民國108年3月12日嵐府社障字第1080041235號函訂定"

_HEARING_AID = RuleFamily(
    family="bl7a-lanshan-hearing-aid-subsidy",
    phrasing="blind7-a-zh-2",
    language="zh",
    folder="official/hearing-aid-subsidy",
    author=_HEARING_AUTHOR,
    versions=(
        _version(
            "bl7a-lanshan-hearing-aid-points-108",
            _HEARING_TITLE,
            date(2019, 3, 12),
            _HEARING_TITLE,
            _HEARING_ENACTED,
            "一、嵐山縣政府（以下簡稱本府）為協助設籍本縣之聽覺障礙者購置助聽器，減輕其經濟負擔，特訂定本要點。",
            ("income",
             "二、補助對象：設籍並實際居住本縣滿六個月，領有身心障礙證明，經醫院聽力檢查確認有配戴助聽器需求，"
             "且家庭總收入平均分配全家人口，每人每月未超過本縣最低生活費二點五倍者。"),
            ("cap",
             "三、補助標準：單耳最高補助新臺幣一萬元，雙耳最高補助新臺幣二萬元；實際購置金額低於補助上限者，"
             "依實際金額補助。"),
            ("interval", "四、補助年限：同一耳之助聽器，每五年限補助一次。"),
            ("deadline",
             "五、申請期限：應自購買之日起三個月內，檢具申請表、身心障礙證明影本、醫院聽力檢查報告及統一發票正本，"
             "向戶籍所在地鄉（鎮、市）公所提出申請。"),
            "六、本要點所需經費，由本府年度相關預算支應。",
        ),
        _version(
            "bl7a-lanshan-hearing-aid-points-111",
            _HEARING_TITLE,
            date(2022, 7, 1),
            _HEARING_TITLE,
            _HEARING_ENACTED,
            "中華民國111年6月1日嵐府社障字第1110098762號函修正，自111年7月1日生效",
            "一、嵐山縣政府（以下簡稱本府）為協助設籍本縣之聽覺障礙者購置助聽器，減輕其經濟負擔，特訂定本要點。",
            ("income",
             "二、補助對象：設籍並實際居住本縣滿六個月，領有身心障礙證明，經醫院聽力檢查確認有配戴助聽器需求，"
             "且家庭總收入平均分配全家人口，每人每月未超過本縣最低生活費三倍者。"),
            ("cap",
             "三、補助標準：單耳最高補助新臺幣一萬五千元，雙耳最高補助新臺幣三萬元；低收入戶及中低收入戶"
             "依實際購置金額全額補助，但不得超過上限。"),
            ("interval", "四、補助年限：同一耳之助聽器，每四年限補助一次。"),
            ("deadline",
             "五、申請期限：應自購買之日起六個月內，檢具申請表、身心障礙證明影本、醫院聽力檢查報告及統一發票正本，"
             "向戶籍所在地鄉（鎮、市）公所或本府社會處提出申請。"),
            "六、本要點所需經費，由本府年度相關預算支應。",
        ),
        _version(
            "bl7a-lanshan-hearing-aid-points-115",
            _HEARING_TITLE,
            date(2027, 1, 1),
            _HEARING_TITLE,
            _HEARING_ENACTED,
            "中華民國111年6月1日嵐府社障字第1110098762號函修正",
            "中華民國115年4月20日嵐府社障字第1150061420號函修正第二點至第五點，自116年1月1日生效",
            "一、嵐山縣政府（以下簡稱本府）為協助設籍本縣之聽覺障礙者購置助聽器，減輕其經濟負擔，特訂定本要點。",
            ("income",
             "二、補助對象：設籍本縣滿六個月，領有身心障礙證明或經醫院評估有配戴助聽器需求之聽損者，"
             "且家庭總收入平均分配全家人口，每人每月未超過本縣最低生活費三點五倍者。"),
            ("cap",
             "三、補助標準：單耳最高補助新臺幣二萬元，雙耳最高補助新臺幣四萬元；十八歲以下兒童及少年另加補助"
             "耳模費用每耳新臺幣二千元。"),
            ("interval", "四、補助年限：同一耳之助聽器，每三年限補助一次；十八歲以下者，每二年限補助一次。"),
            ("deadline",
             "五、申請期限：應自購買之日起一年內，以書面或本府線上申辦系統提出申請，並檢附醫院聽力檢查報告"
             "及統一發票。"),
            "六、本要點所需經費，由本府年度相關預算支應。",
        ),
    ),
    questions=(
        _q("嵐山縣助聽器補助一耳最多補多少？", "cap"),
        _q("嵐山縣助聽器多久可以再申請補助一次", "interval"),
        _q("買了助聽器要在多久內申請縣府補助？", "deadline"),
        _q("民國109年嵐山縣助聽器補助每耳上限是多少", "cap", date(2020, 12, 31)),
        _q("2021年申請嵐山縣助聽器補助的家庭收入標準是什麼？", "income", date(2021, 12, 31)),
        _q("2023年嵐山縣助聽器補助要隔幾年才能再補一次", "interval", date(2023, 12, 31)),
        _q("116年1月1日起嵐山縣助聽器補助單耳上限變多少？", "cap", date(2027, 1, 1)),
        _q("2027年1月1日起申請助聽器補助，家庭收入要低於最低生活費幾倍？", "income", date(2027, 1, 1)),
    ),
)


# ---------------------------------------------------------------------------------------------------------------
# 7. Pawnshop fee-rate caps (zh, simplified)
# ---------------------------------------------------------------------------------------------------------------

_PAWN_AUTHOR = "沅江省地方金融管理局"

_PAWNSHOP = RuleFamily(
    family="bl7a-yuanjiang-pawnshop-rate-caps",
    phrasing="blind7-a-zh-3",
    language="zh",
    folder="official/pawnshop-rates",
    author=_PAWN_AUTHOR,
    versions=(
        _version(
            "bl7a-yuanjiang-pawn-guideline-trial-2019",
            "沅江省典当行业务监管指引（试行）",
            date(2019, 11, 1),
            "沅金监发〔2019〕12号",
            "沅江省地方金融监督管理局关于印发《沅江省典当行业务监管指引（试行）》的通知",
            "各市（州）地方金融监督管理局，各典当行：",
            "为规范典当行经营行为，保护当户合法权益，根据《典当管理办法》《典当行业监管规定》等规定，"
            "我局制定了《沅江省典当行业务监管指引（试行）》，现印发给你们，请认真贯彻执行。",
            "沅江省典当行业务监管指引（试行）",
            ("movable_rate", "第八条　动产质押典当的月综合费率不得超过当金的36‰。"),
            ("property_rate", "第九条　房地产抵押典当的月综合费率不得超过当金的24‰。"),
            ("rights_rate", "第十条　财产权利质押典当的月综合费率不得超过当金的21‰。"),
            ("single_cap", "第十二条　典当行对同一当户的典当余额不得超过其净资产的25%。"),
            ("grace_period", "第十五条　典当期限届满后，当户应当在5日内赎当或者续当；逾期未赎当也未续当的，视为绝当。"),
            "第二十条　本指引自2019年11月1日起施行，试行期三年。",
            "沅江省地方金融监督管理局",
            "2019年9月20日",
        ),
        _version(
            "bl7a-yuanjiang-pawn-guideline-2022",
            "沅江省典当行业务监管指引",
            date(2022, 10, 1),
            "沅金监规〔2022〕2号",
            "沅江省典当行业务监管指引",
            "第一条　为规范典当行经营行为，防范化解金融风险，保护当户合法权益，根据《典当管理办法》等规定，"
            "结合本省实际，制定本指引。",
            ("movable_rate", "第八条　动产质押典当的月综合费率不得超过当金的30‰。"),
            ("property_rate", "第九条　房地产抵押典当的月综合费率不得超过当金的21‰。"),
            ("rights_rate", "第十条　财产权利质押典当的月综合费率不得超过当金的18‰。"),
            "第十一条　典当行应当在营业场所显著位置公示各类典当业务的月综合费率、利率及计费方式。",
            ("single_cap", "第十二条　典当行对同一当户的典当余额不得超过其净资产的20%。"),
            ("grace_period",
             "第十五条　典当期限届满后，典当行应当给予当户不少于10日的宽限期，当户在宽限期内可以赎当或者续当。"),
            "第二十二条　本指引自2022年10月1日起施行。《沅江省典当行业务监管指引（试行）》"
            "（沅金监发〔2019〕12号）同时废止。",
            "沅江省地方金融监督管理局",
            "2022年8月30日",
        ),
        _version(
            "bl7a-yuanjiang-pawn-amendment-2025",
            "沅江省地方金融管理局关于修改《沅江省典当行业务监管指引》部分条款的通知",
            date(2026, 3, 1),
            "沅金管规〔2025〕5号",
            "沅江省地方金融管理局关于修改《沅江省典当行业务监管指引》部分条款的通知",
            "各市（州）地方金融管理部门，各典当行：",
            "为进一步降低小微企业和个人融资成本，经研究，决定对《沅江省典当行业务监管指引》"
            "（沅金监规〔2022〕2号）部分条款作如下修改：",
            ("movable_rate", "一、将第八条修改为：“动产质押典当的月综合费率不得超过当金的27‰。”"),
            ("property_rate", "二、将第九条修改为：“房地产抵押典当的月综合费率不得超过当金的18‰。”"),
            ("rights_rate", "三、将第十条修改为：“财产权利质押典当的月综合费率不得超过当金的15‰。”"),
            "四、本通知施行前已发放的当金，当期届满前按原合同约定执行；续当的，执行修改后的费率。",
            "本通知自2026年3月1日起施行。",
            "沅江省地方金融管理局",
            "2025年12月18日",
        ),
    ),
    questions=(
        _q("沅江省典当行动产质押月综合费率最高多少", "movable_rate"),
        _q("房产抵押典当现在月综合费率上限是多少？", "property_rate"),
        _q("沅江用股权质押典当，月综合费率不能超过多少", "rights_rate"),
        _q("在沅江拿金首饰去当铺当，每个月综合费最多收多少？", "movable_rate"),
        _q("2020年沅江省典当行对同一当户的典当余额最多占净资产多少", "single_cap", date(2020, 12, 31)),
        _q("2023年典当到期后几天内可以续当或者赎当？", "grace_period", date(2023, 12, 31)),
        _q("2021年沅江房地产抵押典当月综合费率上限", "property_rate", date(2021, 12, 31)),
        _q("2025年沅江省动产质押典当综合费率不得超过多少？", "movable_rate", date(2025, 12, 31)),
    ),
)


# ---------------------------------------------------------------------------------------------------------------
# 8. Chinese chess ratings (zh, traditional, Hong Kong)
# ---------------------------------------------------------------------------------------------------------------

_CHESS_AUTHOR = "香港啟明象棋總會"
_CHESS_SCOPE = "第一條　本規則適用於本會主辦或認可之象棋公開賽、團體賽及聯賽。"

_CHESS_RATINGS = RuleFamily(
    family="bl7a-kaiming-xiangqi-ratings",
    phrasing="blind7-a-zh-4",
    language="zh",
    folder="official/chess-ratings",
    author=_CHESS_AUTHOR,
    versions=(
        _version(
            "bl7a-kaiming-rating-rules-3rd-ed",
            "等級分制度規則（第三版）",
            date(2018, 5, 12),
            "香港啟明象棋總會",
            "等級分制度規則（第三版）",
            "2018年5月12日第十二屆理事會第七次會議通過",
            _CHESS_SCOPE,
            ("initial_rating", "第三條　首次參加認可賽事之棋手，其起始等級分定為1500分。"),
            ("k_factor",
             "第五條　等級分按埃洛（Elo）公式計算。已完成認可對局少於30局之棋手，K值為40；其餘棋手K值為20。"),
            ("min_games", "第七條　棋手須於最近十二個月內完成最少6局認可對局，方列入本會公佈之等級分排名表。"),
            ("rating_floor", "第八條　棋手等級分最低為800分，計算結果低於此數者，以800分計。"),
            "第十條　等級分排名表每季公佈一次，於一月、四月、七月及十月首個星期一刊登於本會網站。",
            "本規則之解釋權屬本會理事會。",
        ),
        _version(
            "bl7a-kaiming-rating-rules-4th-ed",
            "等級分制度規則（第四版）",
            date(2022, 1, 1),
            "香港啟明象棋總會",
            "等級分制度規則（第四版）",
            "2021年11月20日第十四屆理事會第三次會議通過，自2022年1月1日起生效。",
            "本版取代2018年5月12日通過之第三版。",
            _CHESS_SCOPE,
            ("initial_rating", "第三條　首次參加認可賽事之棋手，其起始等級分定為1400分；十二歲以下棋手同。"),
            ("k_factor",
             "第五條　等級分按埃洛（Elo）公式計算。已完成認可對局少於30局之棋手，K值為32；其餘棋手K值為16。"),
            ("min_games", "第七條　棋手須於最近十二個月內完成最少8局認可對局，方列入等級分排名表。"),
            ("rating_floor", "第八條　等級分下限為1000分。"),
            "第十條　等級分排名表每季公佈一次；網上快棋賽不計算等級分。",
            "本規則之解釋權屬本會理事會。",
        ),
        _version(
            "bl7a-kaiming-rating-rules-5th-ed",
            "等級分制度規則（第五版）",
            date(2027, 1, 1),
            "香港啟明象棋總會",
            "等級分制度規則（第五版）",
            "2026年3月28日第十五屆會員大會通過，自2027年1月1日起實施；第四版於2026年12月31日前繼續有效。",
            _CHESS_SCOPE,
            ("initial_rating", "第三條　首次參加認可賽事之棋手，其起始等級分定為1200分。"),
            ("k_factor",
             "第五條　等級分按埃洛（Elo）公式計算。已完成認可對局少於25局之棋手，K值為36；其餘棋手K值為18；"
             "等級分達2200分或以上者，K值為10。"),
            ("min_games", "第七條　棋手須於最近十二個月內完成最少10局認可對局，方列入等級分排名表。"),
            ("rating_floor", "第八條　等級分下限為900分。"),
            "第十條　等級分排名表每月首個星期一於本會網站公佈。",
            "修訂紀錄：第三版，2018年5月；第四版，2022年1月；第五版，2027年1月。",
            "查詢：本會秘書處，電話 2388 6120。",
        ),
    ),
    questions=(
        _q("啟明象棋總會新棋手起始等級分係幾多？", "initial_rating"),
        _q("象棋等級分K值點計？", "k_factor"),
        _q("要下幾多局認可對局先可以上等級分排名榜", "min_games"),
        _q("2019年新棋手嘅起始等級分係幾多", "initial_rating", date(2019, 12, 31)),
        _q("2020年啟明象棋總會等級分最低會跌到幾多分？", "rating_floor", date(2020, 12, 31)),
        _q("2023年要完成幾局對局先列入等級分排名表", "min_games", date(2023, 12, 31)),
        _q("2027年起新棋手起始等級分定為多少？", "initial_rating", date(2027, 1, 1)),
        _q("2027年1月1日之後等級分下限係幾多", "rating_floor", date(2027, 1, 1)),
    ),
)


UNSEEN_FAMILIES_7A: tuple[RuleFamily, ...] = (
    _JUROR_FEES,
    _SCRAP_METAL,
    _LAB_FEES,
    _TATTOO,
    _BEEKEEPING,
    _HEARING_AID,
    _PAWNSHOP,
    _CHESS_RATINGS,
)
