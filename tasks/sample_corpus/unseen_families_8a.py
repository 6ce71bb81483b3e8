"""Blind set 8, batch A: eight versioned rule families -
City of Alderton (Colorado) city council: mobile food vending permit fees;
County of Haldane Lakes (Ontario) council: dog and cat licensing by-law;
Cedar Basin Municipal Water District: backflow prevention assembly testing regulation;
Harbourline Transport Authority: concession (reduced) fares policy;
澜江市发展和改革委员会、城市管理局：城镇生活垃圾处理费收费标准;
沅州市住房公积金管理委员会：住房公积金个人住房贷款额度管理规定;
東嶼縣政府：育兒津貼發放辦法（繁體）;
新界東市集及小販管理局：小販牌照費用表（繁體）."""

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
# en-1: City of Alderton, Colorado - mobile food vending permit fees (council resolutions)
# ---------------------------------------------------------------------------------------------------------------

_ALDERTON_TITLE = "Mobile Food Vending Permit Fees"

_ALDERTON = RuleFamily(
    family="bl8a-alderton-food-truck-fees",
    phrasing="blind8-a-en-1",
    language="en",
    folder="municipal/permits",
    author="City Council of the City of Alderton, Colorado",
    versions=(
        _version(
            "bl8a-alderton-food-truck-fees-res-15-047",
            _ALDERTON_TITLE,
            date(2015, 4, 14),
            "CITY OF ALDERTON, COLORADO",
            "RESOLUTION NO. 15-047",
            "A RESOLUTION OF THE CITY COUNCIL OF THE CITY OF ALDERTON ESTABLISHING PERMIT FEES FOR MOBILE FOOD "
            "VENDING",
            "WHEREAS, Chapter 6.34 of the Alderton Municipal Code requires any person operating a mobile food "
            "vehicle on public or private property within the City to obtain a mobile food vending permit; and",
            "WHEREAS, Section 6.34.060 of the Code authorizes the City Council to establish permit fees by "
            "resolution in amounts sufficient to recover the cost of review, inspection and enforcement;",
            "NOW, THEREFORE, BE IT RESOLVED BY THE CITY COUNCIL OF THE CITY OF ALDERTON, COLORADO, as follows:",
            ("annual_fee",
             "Section 1. Annual permit. The fee for an annual mobile food vending permit, valid from January 1 "
             "through December 31 and not prorated, is $350.00 per vehicle."),
            ("event_permit",
             "Section 2. Temporary event permit. A vendor not holding an annual permit may obtain a temporary "
             "event permit for a City-sanctioned special event at a fee of $45.00 per day of the event."),
            ("fire_inspection",
             "Section 3. Fire safety inspection. Each vehicle using propane or an open flame shall pass an "
             "inspection by the Alderton Fire Department before a permit is issued; the inspection fee is $75.00 "
             "per vehicle per year."),
            ("late_renewal",
             "Section 4. Late renewal. An annual permit renewed after January 31 shall be assessed a late renewal "
             "penalty equal to ten percent (10%) of the annual permit fee."),
            "Section 5. Fees established by this Resolution are non-refundable and shall be paid to the City Clerk "
            "at the time of application.",
            "PASSED AND ADOPTED by the City Council of the City of Alderton, Colorado, this 14th day of April, "
            "2015.",
            "CITY OF ALDERTON — Margaret H. Obi, Mayor",
            "ATTEST: Daniel R. Kessling, City Clerk",
        ),
        _version(
            "bl8a-alderton-food-truck-fees-res-19-112",
            _ALDERTON_TITLE,
            date(2019, 10, 1),
            "CITY OF ALDERTON, COLORADO",
            "RESOLUTION NO. 19-112",
            "A RESOLUTION OF THE CITY COUNCIL OF THE CITY OF ALDERTON AMENDING THE PERMIT FEES FOR MOBILE FOOD "
            "VENDING AND RESCINDING RESOLUTION NO. 15-047",
            "WHEREAS, the City Council established mobile food vending permit fees by Resolution No. 15-047, "
            "adopted April 14, 2015; and",
            "WHEREAS, a 2019 cost-of-service study found that those fees recover approximately 71 percent of the "
            "City's cost of permitting and inspecting mobile food vehicles, and the Council has amended Chapter "
            "6.34 by Ordinance No. 2019-09 to require a commissary agreement for each vehicle;",
            "NOW, THEREFORE, BE IT RESOLVED BY THE CITY COUNCIL OF THE CITY OF ALDERTON, COLORADO:",
            ("annual_fee",
             "Section 1. Annual permit. The fee for an annual mobile food vending permit is $425.00 per vehicle "
             "per calendar year. A permit first issued on or after July 1 shall be charged one-half of the annual "
             "fee."),
            ("event_permit",
             "Section 2. Temporary event permit. The fee for a temporary event permit is $60.00 per vehicle for "
             "each event day, payable no later than seven days before the event."),
            ("fire_inspection",
             "Section 3. Fire safety inspection. The annual fire safety inspection of a vehicle equipped with "
             "propane, a generator or cooking appliances is $95.00, and a re-inspection after a failed inspection "
             "is $40.00."),
            ("commissary_review",
             "Section 4. Commissary agreement review. The review of each commissary agreement required by Section "
             "6.34.045 of the Code is $25.00, payable with the application."),
            ("late_renewal",
             "Section 5. Late renewal. An annual permit renewed after January 31 shall pay a flat late renewal "
             "penalty of $50.00 in addition to the annual fee."),
            "Section 6. Effective date; rescission. This Resolution shall take effect on October 1, 2019. "
            "Resolution No. 15-047 is rescinded as of that date, except that permits issued under it remain valid "
            "until they expire.",
            "PASSED AND ADOPTED by the City Council of the City of Alderton, Colorado, this 26th day of August, "
            "2019.",
            "Anthony J. Ruelas, Mayor",
            "ATTEST: Daniel R. Kessling, City Clerk",
        ),
        _version(
            "bl8a-alderton-food-truck-fees-res-23-089",
            _ALDERTON_TITLE,
            date(2023, 10, 1),
            "CITY OF ALDERTON, COLORADO",
            "RESOLUTION NO. 23-089",
            "A RESOLUTION OF THE CITY COUNCIL OF THE CITY OF ALDERTON, COLORADO, ADOPTING REVISED MOBILE FOOD "
            "VENDING PERMIT FEES FOR FISCAL YEAR 2024 AND SUPERSEDING RESOLUTION NO. 19-112",
            "WHEREAS, the City's Master Fee Schedule is reviewed with each annual budget, and the mobile food "
            "vending permit fees set by Resolution No. 19-112 have not been adjusted since October 1, 2019; and",
            "WHEREAS, the Fiscal Year 2024 budget assumes full cost recovery for the mobile food vending program;",
            "NOW, THEREFORE, BE IT RESOLVED BY THE CITY COUNCIL OF THE CITY OF ALDERTON, COLORADO:",
            ("annual_fee",
             "Section 1. Annual permit: $510.00 per vehicle per calendar year; a permit first issued on or after "
             "July 1 is charged $255.00."),
            ("event_permit",
             "Section 2. Temporary event permit: $75.00 per vehicle per event, covering up to three consecutive "
             "event days."),
            ("fire_inspection",
             "Section 3. Fire safety inspection: $110.00 per vehicle per year, including one re-inspection; each "
             "further re-inspection is $50.00."),
            ("commissary_review",
             "Section 4. Commissary agreement review: $35.00 per agreement, including any change of commissary "
             "during the permit year."),
            ("late_renewal",
             "Section 5. Late renewal: a permit renewed after January 31 is assessed $50.00 plus $5.00 for each "
             "business day after February 15 until the renewal is complete, up to a maximum of $150.00."),
            "Section 6. The fees in this Resolution take effect October 1, 2023, the first day of Fiscal Year "
            "2024, and supersede those set by Resolution No. 19-112.",
            "PASSED, APPROVED AND ADOPTED this 12th day of September, 2023, by a vote of 6 ayes, 0 nays, "
            "1 absent.",
            "Anthony J. Ruelas, Mayor",
            "ATTEST: Lorena B. Castillo, City Clerk",
        ),
    ),
    questions=(
        _q("What is the annual mobile food vending permit fee in Alderton right now?", "annual_fee"),
        _q("How much does the City of Alderton charge for a food truck's fire safety inspection?", "fire_inspection"),
        _q("Alderton food truck permit late renewal penalty", "late_renewal"),
        _q("What does a temporary event permit for a food truck cost in Alderton, Colorado?", "event_permit"),
        _q("What was Alderton's annual food truck permit fee in 2017?", "annual_fee", date(2017, 6, 15)),
        _q("In spring 2021, how much did the City of Alderton charge for a temporary event vending permit?",
           "event_permit", date(2021, 4, 15)),
        _q("Back in 2016, what penalty did Alderton impose for renewing a mobile food vending permit late?",
           "late_renewal", date(2016, 6, 30)),
        _q("What was the commissary agreement review fee for Alderton food trucks in 2022?", "commissary_review",
           date(2022, 6, 30)),
    ),
)


# ---------------------------------------------------------------------------------------------------------------
# en-2: County of Haldane Lakes, Ontario - dog and cat licensing by-laws
# ---------------------------------------------------------------------------------------------------------------

_HALDANE = RuleFamily(
    family="bl8a-haldane-lakes-animal-licensing",
    phrasing="blind8-a-en-2",
    language="en",
    folder="official/animal-services",
    author="The Corporation of the County of Haldane Lakes",
    versions=(
        _version(
            "bl8a-haldane-lakes-animal-licensing-2013-062",
            "A By-law to Provide for the Licensing of Dogs and Cats",
            date(2013, 9, 23),
            "THE CORPORATION OF THE COUNTY OF HALDANE LAKES",
            "BY-LAW NO. 2013-062",
            "Being a By-law to provide for the licensing of dogs and cats within the County of Haldane Lakes",
            "WHEREAS the Municipal Act, 2001, S.O. 2001, c. 25, authorizes a municipality to provide for a system "
            "of licences respecting animals and to impose fees for them;",
            "AND WHEREAS Council deems it desirable to require the annual licensing of dogs and cats kept within "
            "the County;",
            "NOW THEREFORE the Council of the Corporation of the County of Haldane Lakes enacts as follows:",
            "1. Every owner of a dog or cat over the age of twelve (12) weeks shall obtain a licence for the animal "
            "from the County each calendar year and shall ensure that the animal wears the tag issued with it.",
            ("dog_altered",
             "2. The annual licence fee for a dog that has been spayed or neutered is $20.00, upon presentation of "
             "a veterinarian's certificate."),
            ("dog_unaltered", "3. The annual licence fee for a dog that has not been spayed or neutered is $40.00."),
            ("cat_fee", "4. The annual licence fee for a cat, whether or not spayed or neutered, is $10.00."),
            ("senior_discount",
             "5. An owner sixty-five (65) years of age or older shall pay one-half of the fees set out in sections "
             "2 to 4."),
            ("late_fee",
             "6. A licence purchased or renewed after March 31 in any year is subject to an additional late fee "
             "of $10.00 per animal."),
            "7. Licence fees are not refundable and licence tags are not transferable between animals.",
            "READ a first, second and third time and finally passed this 23rd day of September, 2013.",
            "Robert Mackay, Warden",
            "Susan P. Theriault, Clerk",
        ),
        _version(
            "bl8a-haldane-lakes-animal-licensing-2019-018",
            "Animal Licensing By-law",
            date(2019, 4, 1),
            "THE CORPORATION OF THE COUNTY OF HALDANE LAKES",
            "BY-LAW NO. 2019-018",
            "Animal Licensing By-law",
            "Being a By-law to provide for the licensing of dogs and cats and to repeal By-law No. 2013-062",
            "WHEREAS Council passed By-law No. 2013-062 on September 23, 2013 to require the licensing of dogs and "
            "cats, and has reviewed the licence fees and the senior discount as part of the 2019 budget;",
            "NOW THEREFORE the Council of the Corporation of the County of Haldane Lakes enacts as follows:",
            "1. Every owner of a dog or cat over the age of twelve (12) weeks shall licence the animal with the "
            "County annually and keep the current tag affixed to its collar or harness.",
            ("dog_altered", "2. Dog, spayed or neutered: $25.00 per year."),
            ("dog_unaltered", "3. Dog, not spayed or neutered: $50.00 per year."),
            ("cat_fee", "4. Cat, spayed or neutered: $15.00 per year; cat, not spayed or neutered: $30.00 per year."),
            ("senior_discount",
             "5. An owner sixty-five (65) years of age or older is entitled to one licence per household for a "
             "spayed or neutered dog or cat free of charge; any further licence is charged the full fee."),
            ("late_fee",
             "6. A licence renewed after March 31 is subject to a late fee of $20.00 per animal, except for an "
             "animal acquired after that date."),
            "7. A replacement for a lost licence tag costs $5.00.",
            "8. By-law No. 2013-062 is hereby repealed.",
            "9. This By-law comes into force on the 1st day of April, 2019.",
            "READ a first, second and third time and finally passed this 25th day of February, 2019.",
            "Elaine Desrosiers, Warden",
            "Susan P. Theriault, Clerk",
        ),
        _version(
            "bl8a-haldane-lakes-animal-licensing-2026-044",
            "Animal Licensing By-law",
            date(2027, 1, 1),
            "THE CORPORATION OF THE COUNTY OF HALDANE LAKES",
            "BY-LAW NO. 2026-044",
            "Animal Licensing By-law",
            "Being a By-law to provide for the licensing of dogs and cats and to repeal By-law No. 2019-018",
            "WHEREAS Council, at its meeting of April 27, 2026, adopted the recommendations of the Animal Services "
            "Review to introduce lifetime licences for microchipped animals and to move the renewal deadline to "
            "the end of February;",
            "NOW THEREFORE the Council of the Corporation of the County of Haldane Lakes enacts as follows:",
            "1. Every owner of a dog or cat over the age of twelve (12) weeks shall licence the animal with the "
            "County annually, or once for the animal's lifetime where section 5 applies.",
            ("dog_altered", "2. Dog, spayed or neutered: $32.00 per year."),
            ("dog_unaltered", "3. Dog, not spayed or neutered: $60.00 per year."),
            ("cat_fee", "4. Cat, spayed or neutered: $18.00 per year; cat, not spayed or neutered: $36.00 per year."),
            ("lifetime_licence",
             "5. A lifetime licence may be issued for a spayed or neutered and microchipped dog or cat for a "
             "one-time fee of $100.00, valid until the animal dies or changes owner."),
            ("senior_discount",
             "6. An owner sixty-five (65) years of age or older pays one-half of any annual licence fee, and "
             "$50.00 for a lifetime licence."),
            ("late_fee",
             "7. An annual licence renewed after the last day of February is subject to a late fee of $25.00 per "
             "animal."),
            "8. By-law No. 2019-018 is repealed on the day this By-law comes into force.",
            "9. This By-law comes into force on January 1, 2027.",
            "READ a first, second and third time and finally passed this 27th day of April, 2026.",
            "Elaine Desrosiers, Warden",
            "Marc-André Gauthier, Clerk",
        ),
    ),
    questions=(
        _q("How much is a licence for a spayed or neutered dog in Haldane Lakes County?", "dog_altered"),
        _q("Haldane Lakes county cat licence cost", "cat_fee"),
        _q("If I renew my dog's licence late in Haldane Lakes, what's the late fee?", "late_fee"),
        _q("Do seniors get a break on pet licences in the County of Haldane Lakes?", "senior_discount"),
        _q("What did Haldane Lakes County charge to license an unaltered dog in 2015?", "dog_unaltered",
           date(2015, 6, 15)),
        _q("Back in 2017, what discount did seniors get on dog and cat licences in Haldane Lakes?",
           "senior_discount", date(2017, 5, 1)),
        _q("How much was a cat licence in Haldane Lakes County in 2014?", "cat_fee", date(2014, 4, 1)),
        _q("What will a licence for an intact dog cost in Haldane Lakes County starting January 2027?",
           "dog_unaltered", date(2027, 1, 1)),
        _q("Under the Haldane Lakes animal licensing by-law that takes effect in 2027, how much will a lifetime "
           "pet licence cost?", "lifetime_licence", date(2027, 3, 1)),
    ),
)


# ---------------------------------------------------------------------------------------------------------------
# en-3: Cedar Basin Municipal Water District - Regulation 14, backflow prevention assembly testing (revisions)
# ---------------------------------------------------------------------------------------------------------------

_CEDAR_TITLE = "Regulation 14 — Cross-Connection Control and Backflow Prevention Assembly Testing"
_CEDAR_PURPOSE = (
    "14.1 Purpose. This Regulation protects the District's public water system from contamination through "
    "cross-connections by requiring approved backflow prevention assemblies and their periodic testing, "
    "consistent with state drinking water regulations."
)
_CEDAR_SCOPE = (
    "14.2 Applicability. This Regulation applies to every customer whose service connection the District requires "
    "to be protected by a backflow prevention assembly, including fire service lines and dedicated irrigation "
    "meters."
)
_CEDAR_TESTERS = (
    "14.4 Testers. Tests shall be performed only by a tester holding a current certification from the American "
    "Water Works Association or another certifying body approved by the District."
)
_CEDAR_REPAIRS = (
    "14.8 Repairs. An assembly that fails a test shall be repaired or replaced and retested within thirty (30) "
    "days."
)

_CEDAR = RuleFamily(
    family="bl8a-cedar-basin-backflow-testing",
    phrasing="blind8-a-en-3",
    language="en",
    folder="official/utility-rules",
    author="Cedar Basin Municipal Water District",
    versions=(
        _version(
            "bl8a-cedar-basin-backflow-testing-rev2",
            _CEDAR_TITLE,
            date(2012, 3, 12),
            "CEDAR BASIN MUNICIPAL WATER DISTRICT",
            "RULES AND REGULATIONS FOR WATER SERVICE",
            _CEDAR_TITLE,
            "Revision 2 | Adopted by the Board of Directors by Resolution No. 12-07 on March 12, 2012",
            _CEDAR_PURPOSE,
            _CEDAR_SCOPE,
            ("test_frequency",
             "14.3 Test frequency. Every backflow prevention assembly shall be tested upon installation and at "
             "least once every twelve months thereafter, regardless of the degree of hazard."),
            _CEDAR_TESTERS,
            ("tester_fee",
             "14.5 Tester registration. Each certified tester shall register with the District before performing "
             "tests within the District and shall pay a registration fee of $50.00 per calendar year."),
            ("report_deadline",
             "14.6 Test reports. The tester shall mail or deliver the completed District test report form to the "
             "District's Water Quality Section within ten (10) calendar days after the test."),
            ("noncompliance",
             "14.7 Failure to test. If an assembly is not tested by its due date, the District will issue a second "
             "notice; if the test report is not received within thirty (30) days after the second notice, water "
             "service to the premises may be discontinued until the assembly is tested."),
            _CEDAR_REPAIRS,
            "Attest: Helen Marquez, Secretary of the Board",
        ),
        _version(
            "bl8a-cedar-basin-backflow-testing-rev3",
            _CEDAR_TITLE,
            date(2018, 8, 1),
            "CEDAR BASIN MUNICIPAL WATER DISTRICT — RULES AND REGULATIONS FOR WATER SERVICE",
            _CEDAR_TITLE,
            "Revision 3 | Approved: June 19, 2018 (Resolution No. 18-22) | Effective: August 1, 2018",
            "Revision record: Rev. 0 — July 9, 2004, original adoption; Rev. 1 — May 14, 2007, fire service lines "
            "added; Rev. 2 — March 12, 2012, tester registration introduced; Rev. 3 — this revision, online "
            "reporting and administrative fee.",
            _CEDAR_PURPOSE,
            _CEDAR_SCOPE,
            ("test_frequency",
             "14.3 Test frequency. Every assembly shall be tested upon installation, after any repair or "
             "relocation, and at least once every twelve months; an assembly protecting a high-hazard premises "
             "listed in Appendix 14-A shall also be tested whenever the District so requests."),
            _CEDAR_TESTERS,
            ("tester_fee",
             "14.5 Tester registration. Testers shall register with the District annually; the registration fee "
             "is $75.00 per calendar year, and proof of current certification and of a test gauge calibrated "
             "within the past twelve months shall accompany each registration."),
            ("report_deadline",
             "14.6 Test reports. Test results shall be submitted through the District's online backflow reporting "
             "portal within ten (10) business days after the test; paper reports are no longer accepted."),
            ("noncompliance",
             "14.7 Failure to test. An account whose assembly has not been tested within thirty (30) days after "
             "the due date shall be charged an administrative fee of $100.00, and water service may be "
             "discontinued if the test is not completed within fifteen (15) days after a final notice."),
            _CEDAR_REPAIRS,
            "Approved by the Board of Directors on June 19, 2018. — Helen Marquez, Secretary of the Board",
        ),
        _version(
            "bl8a-cedar-basin-backflow-testing-rev4",
            _CEDAR_TITLE,
            date(2022, 1, 1),
            "CEDAR BASIN MUNICIPAL WATER DISTRICT — RULES AND REGULATIONS FOR WATER SERVICE",
            _CEDAR_TITLE,
            "Document No. CBMWD-R14 · Revision 4",
            "Board action: Resolution No. 21-41, adopted November 18, 2021. This revision becomes effective on "
            "January 1, 2022.",
            "Revision record: Rev. 0 — July 9, 2004, original adoption; Rev. 1 — May 14, 2007; Rev. 2 — March 12, "
            "2012; Rev. 3 — June 19, 2018, effective August 1, 2018; Rev. 4 — this revision: semiannual testing of "
            "high-hazard assemblies, shorter reporting time, revised fees.",
            _CEDAR_PURPOSE,
            _CEDAR_SCOPE,
            ("test_frequency",
             "14.3 Test frequency. Assemblies shall be tested upon installation, after any repair or relocation, "
             "and at least once every twelve months, except that an assembly protecting a high-hazard premises "
             "listed in Appendix 14-A shall be tested every six months."),
            _CEDAR_TESTERS,
            ("tester_fee",
             "14.5 Tester registration. The annual tester registration fee is $90.00; a tester who registers after "
             "March 1 pays the full fee."),
            ("report_deadline",
             "14.6 Test reports. Testers shall enter results in the online backflow reporting portal within five "
             "(5) business days after the test, and within one (1) business day for a failed test."),
            ("noncompliance",
             "14.7 Failure to test. An account whose assembly remains untested thirty (30) days after the due "
             "date is charged an administrative fee of $150.00; water service may be discontinued ten (10) days "
             "after a final notice if the test is still not completed."),
            _CEDAR_REPAIRS,
            "Certified a true copy — Jonathan Pike, Secretary of the Board",
        ),
    ),
    questions=(
        _q("How long does a tester have to submit backflow test results to Cedar Basin Municipal Water District?",
           "report_deadline"),
        _q("What's the Cedar Basin water district's annual registration fee for backflow testers?", "tester_fee"),
        _q("What happens if a Cedar Basin customer misses the backflow test deadline?", "noncompliance"),
        _q("How often must high-hazard backflow assemblies be tested under Cedar Basin MWD's Regulation 14?",
           "test_frequency"),
        _q("What did Cedar Basin MWD charge backflow testers to register in 2015?", "tester_fee", date(2015, 7, 1)),
        _q("In 2019, what administrative fee did Cedar Basin charge for an untested backflow assembly?",
           "noncompliance", date(2019, 7, 1)),
        _q("Under the Cedar Basin backflow regulation as it stood in 2020, how long did testers have to turn in "
           "test reports?", "report_deadline", date(2020, 7, 1)),
        _q("Before the 2018 revision, how often did Cedar Basin require backflow assemblies to be tested?",
           "test_frequency", date(2018, 3, 1)),
    ),
)


# ---------------------------------------------------------------------------------------------------------------
# en-4: Harbourline Transport Authority - Concession Fares Policy (policy versions)
# ---------------------------------------------------------------------------------------------------------------

_HARBOUR_PURPOSE = (
    "1. Purpose — This policy sets out who may travel on Harbourline bus, light rail and ferry services at a "
    "concession fare, and the fares that apply."
)
_HARBOUR_EVIDENCE = (
    "6. Evidence of entitlement — Passengers travelling on a concession fare must carry their concession card and "
    "show it to an authorised officer on request. Penalties under the Passenger Transport Regulation apply."
)

_HARBOUR = RuleFamily(
    family="bl8a-harbourline-concession-fares",
    phrasing="blind8-a-en-4",
    language="en",
    folder="official/transport",
    author="Harbourline Transport Authority",
    versions=(
        _version(
            "bl8a-harbourline-concession-fares-v1-0",
            "Concession Fares Policy",
            date(2014, 11, 18),
            "HARBOURLINE TRANSPORT AUTHORITY",
            "Concession Fares Policy",
            "Policy number: HTA-POL-031 | Version 1.0",
            "Approved by: Chief Executive | Approval date: 18 November 2014 | Review due: November 2016",
            _HARBOUR_PURPOSE,
            ("eligibility",
             "2. Eligibility — Concession fares are available to holders of a Pensioner Concession Card, a Seniors "
             "Card or a Department of Veterans' Affairs Gold Card, and to full-time secondary and tertiary students "
             "holding a Harbourline-issued student concession card."),
            ("concession_rate",
             "3. Concession fare — A concession fare is 50 per cent of the equivalent adult fare, rounded down to "
             "the nearest ten cents."),
            ("senior_cap",
             "4. Seniors daily cap — Seniors Card and Pensioner Concession Card holders pay no more than $2.50 for "
             "all travel on one day."),
            ("child_fare",
             "5. Children — Children aged 4 to 15 years travel at the concession fare without a concession card; "
             "children under 4 years travel free."),
            _HARBOUR_EVIDENCE,
            "7. Responsibilities — The Manager, Revenue and Ticketing is responsible for administering this policy.",
            "Document owner: Revenue and Ticketing Branch",
        ),
        _version(
            "bl8a-harbourline-concession-fares-v2-0",
            "Concession Fares Policy",
            date(2020, 7, 1),
            "HARBOURLINE TRANSPORT AUTHORITY",
            "Concession Fares Policy",
            "Policy number: HTA-POL-031 | Version 2.0",
            "Approved: 3 May 2020 | Commencement: 1 July 2020 | Next review: July 2023",
            "This version replaces Version 1.0 of the Concession Fares Policy, approved in November 2014.",
            _HARBOUR_PURPOSE,
            ("eligibility",
             "2. Eligibility — Concession fares are available to holders of a Pensioner Concession Card, a Seniors "
             "Card, a DVA Gold Card or a Commonwealth Health Care Card (including JobSeeker recipients), and to "
             "secondary and tertiary students holding a Harbourline student concession card. Asylum seekers "
             "registered with an approved support agency are also eligible."),
            ("concession_rate",
             "3. Concession fare — A concession fare is 50 per cent of the equivalent adult fare, with a maximum "
             "of $2.50 for any single journey."),
            ("senior_cap",
             "4. Seniors daily cap — Seniors Card and Pensioner Concession Card holders pay no more than $2.80 for "
             "all travel on one day."),
            ("child_fare",
             "5. Children — Children aged 5 to 15 years travel at the concession fare; children under 5 years "
             "travel free."),
            _HARBOUR_EVIDENCE,
            "7. Version history — Version 1.0 (18 November 2014): first issue. Version 2.0: Health Care Card "
            "holders added; single-journey maximum introduced; children under 5 travel free.",
            "Document owner: Revenue and Ticketing Branch",
        ),
        _version(
            "bl8a-harbourline-concession-fares-v3-0",
            "Concession Fares Policy",
            date(2026, 7, 1),
            "HARBOURLINE TRANSPORT AUTHORITY",
            "Concession Fares Policy",
            "Policy number: HTA-POL-031 | Version 3.0",
            "Approved by the Harbourline Board on 14 April 2026 | Commences: 1 July 2026",
            "Version 3.0 supersedes Version 2.0 (commenced 1 July 2020) from its commencement date. Until then "
            "Version 2.0 continues to apply.",
            _HARBOUR_PURPOSE,
            ("eligibility",
             "2. Eligibility — Concession fares are available to holders of a Pensioner Concession Card, a Seniors "
             "Card, a DVA Gold Card or a Commonwealth Health Care Card, to secondary and tertiary students holding "
             "a Harbourline student concession card, to registered asylum seekers, and to apprentices and "
             "trainees registered under a State training contract."),
            ("concession_rate",
             "3. Concession fare — A concession fare is a flat $1.00 for any single journey on bus, light rail or "
             "ferry, regardless of distance."),
            ("senior_cap",
             "4. Seniors daily cap — Seniors Card and Pensioner Concession Card holders pay no more than $3.00 for "
             "all travel on one weekday; travel on weekends and public holidays is free."),
            ("child_fare",
             "5. Children — Children and young people under 16 years travel free on all Harbourline services; no "
             "concession card is required."),
            _HARBOUR_EVIDENCE,
            "7. Version history — Version 1.0 (18 November 2014): first issue. Version 2.0 (1 July 2020): Health "
            "Care Card holders added. Version 3.0: flat concession fare; free travel for under-16s; apprentices "
            "and trainees added.",
            "Document owner: Revenue and Ticketing Branch",
        ),
    ),
    questions=(
        _q("What's the daily fare cap for Seniors Card holders on Harbourline?", "senior_cap"),
        _q("Who is eligible for Harbourline concession fares?", "eligibility"),
        _q("Up to what age do children ride free on Harbourline buses and ferries?", "child_fare"),
        _q("What was the Harbourline seniors daily cap in 2016?", "senior_cap", date(2016, 6, 1)),
        _q("How did Harbourline work out concession fares in 2018?", "concession_rate", date(2018, 6, 1)),
        _q("Could Health Care Card holders get Harbourline concession fares back in 2015?", "eligibility",
           date(2015, 6, 1)),
        _q("From 1 July 2026, how much will a concession fare on Harbourline cost?", "concession_rate",
           date(2026, 7, 1)),
        _q("Under Harbourline's new concession policy starting July 2026, up to what age do kids ride free?",
           "child_fare", date(2026, 7, 1)),
    ),
)


# ---------------------------------------------------------------------------------------------------------------
# zh-1: 澜江市 城镇生活垃圾处理费收费标准（物价局/发改委通知，文号）
# ---------------------------------------------------------------------------------------------------------------

_LANJIANG_FUNDS = (
    "五、生活垃圾处理费属于行政事业性收费，全额缴入同级国库，实行收支两条线管理，专项用于生活垃圾收集、运输和处理，"
    "任何单位不得截留、挪用。"
)

_LANJIANG = RuleFamily(
    family="bl8a-lanjiang-garbage-fee",
    phrasing="blind8-a-zh-1",
    language="zh",
    folder="official/fees",
    author="澜江市发展和改革委员会 澜江市城市管理局",
    versions=(
        _version(
            "bl8a-lanjiang-garbage-fee-2013-47",
            "关于城镇生活垃圾处理费收费标准的通知",
            date(2013, 6, 28),
            "澜江市物价局 澜江市城市管理局文件",
            "澜价费〔2013〕47号",
            "关于城镇生活垃圾处理费收费标准的通知",
            "各区（县）物价局、城市管理局，各有关单位：",
            "为推进城镇生活垃圾无害化处理，根据国家有关生活垃圾处理收费的规定和《澜江市城市市容和环境卫生管理条例》，"
            "经市人民政府同意，现就我市城镇生活垃圾处理费收费标准通知如下：",
            ("resident_fee",
             "一、居民家庭生活垃圾处理费按户收取，收费标准为每户每月5元，由街道办事处、社区居委会或物业服务企业代收。"),
            ("unit_fee",
             "二、机关、企事业单位、个体工商户等非居民单位的生活垃圾处理费按产生量计收，收费标准为每吨95元；"
             "无法计量的，按每人每月3元核定。"),
            ("temporary_fee", "三、临时摊点、流动经营户按每摊每月30元收取生活垃圾处理费。"),
            ("exemption", "四、享受城乡最低生活保障的家庭和特困供养人员免收生活垃圾处理费。"),
            _LANJIANG_FUNDS,
            "六、收费单位应当按规定使用财政部门统一印制的票据，并在收费场所公示收费项目、标准和依据，接受社会监督。",
            "澜江市物价局　　　　澜江市城市管理局",
            "2013年6月28日",
        ),
        _version(
            "bl8a-lanjiang-garbage-fee-2019-112",
            "关于调整城镇生活垃圾处理费收费标准的通知",
            date(2019, 7, 1),
            "澜江市发展和改革委员会 澜江市城市管理局",
            "澜发改价格〔2019〕112号",
            "关于调整城镇生活垃圾处理费收费标准的通知",
            "各区（县）发展改革局、城市管理局，市自来水集团有限公司，各有关单位：",
            "为进一步完善生活垃圾处理收费制度，推动生活垃圾分类减量，经成本监审和听取社会各方面意见，并报市人民政府同意，"
            "现将调整我市城镇生活垃圾处理费收费标准的有关事项通知如下：",
            ("resident_fee",
             "一、居民家庭生活垃圾处理费改为随自来水费合并征收，按用水量每立方米0.40元计收，由市自来水集团有限公司代征。"),
            ("unit_fee",
             "二、非居民单位生活垃圾处理费按产生量计收，每吨135元；未安装计量设施的，随自来水费按用水量每立方米1.20元计收。"),
            ("temporary_fee", "三、临时摊点、流动经营户生活垃圾处理费为每摊每月45元。"),
            ("exemption",
             "四、城乡最低生活保障家庭、特困供养人员家庭和持证重度残疾人家庭免收生活垃圾处理费，由区（县）民政部门会同代征单位"
             "按户核定。"),
            _LANJIANG_FUNDS,
            "六、本通知自2019年7月1日起执行。原《澜江市物价局 澜江市城市管理局关于城镇生活垃圾处理费收费标准的通知》"
            "（澜价费〔2013〕47号）同时废止。",
            "澜江市发展和改革委员会　　　　澜江市城市管理局",
            "2019年5月30日",
        ),
        _version(
            "bl8a-lanjiang-garbage-fee-2023-205",
            "关于调整城镇生活垃圾处理费收费标准的通知",
            date(2024, 1, 1),
            "澜江市发展和改革委员会 澜江市城市管理局",
            "澜发改价格〔2023〕205号",
            "关于调整城镇生活垃圾处理费收费标准的通知",
            "各区（县）发展改革局、城市管理局，市自来水集团有限公司，各有关单位：",
            "为落实生活垃圾分类和“污染者付费”原则，建立分类计价、计量收费机制，经市人民政府同意，现就调整我市城镇生活垃圾"
            "处理费收费标准有关事项通知如下：",
            ("resident_fee", "一、居民家庭生活垃圾处理费继续随自来水费合并征收，标准调整为按用水量每立方米0.55元。"),
            ("unit_fee",
             "二、非居民单位生活垃圾处理费实行分类计价：已分类的其他垃圾每吨150元，未分类或分类不合格的每吨225元；"
             "餐厨垃圾处理费另行规定。"),
            ("temporary_fee", "三、临时摊点、流动经营户生活垃圾处理费为每摊每月60元，由所在地城市管理部门收取。"),
            ("exemption",
             "四、城乡最低生活保障家庭、特困供养人员家庭、持证重度残疾人家庭和低保边缘家庭免收生活垃圾处理费；经街道评定为"
             "垃圾分类示范户的居民家庭，可按年度给予不超过全年应缴额30%的奖励。"),
            _LANJIANG_FUNDS,
            "六、本通知自2024年1月1日起执行。此前有关规定与本通知不一致的，以本通知为准。",
            "澜江市发展和改革委员会　　　　澜江市城市管理局",
            "2023年11月20日",
        ),
    ),
    questions=(
        _q("澜江市居民生活垃圾处理费现在怎么收？", "resident_fee"),
        _q("澜江市非居民单位的生活垃圾处理费每吨多少钱？", "unit_fee"),
        _q("在澜江，哪些家庭可以免交垃圾处理费？", "exemption"),
        _q("澜江市临时摊点垃圾处理费标准", "temporary_fee"),
        _q("2015年澜江市居民每户每月交多少生活垃圾处理费？", "resident_fee", date(2015, 6, 30)),
        _q("2021年的时候澜江市非居民单位生活垃圾处理费是每吨多少？", "unit_fee", date(2021, 6, 30)),
        _q("2020年澜江市对哪些困难家庭免收生活垃圾处理费？", "exemption", date(2020, 6, 30)),
        _q("澜江市2014年临时摊点的生活垃圾处理费是多少？", "temporary_fee", date(2014, 6, 30)),
    ),
)


# ---------------------------------------------------------------------------------------------------------------
# zh-2: 沅州市住房公积金管理委员会 个人住房贷款额度管理规定（印发通知，文号）
# ---------------------------------------------------------------------------------------------------------------

_YUANZHOU_TITLE = "沅州市住房公积金个人住房贷款额度管理规定"
_YUANZHOU_ART1 = (
    "第一条　为规范住房公积金个人住房贷款管理，支持缴存职工合理住房消费，根据《住房公积金管理条例》等规定，"
    "结合本市实际，制定本规定。"
)

_YUANZHOU = RuleFamily(
    family="bl8a-yuanzhou-hpf-loan-limits",
    phrasing="blind8-a-zh-2",
    language="zh",
    folder="official/housing-fund",
    author="沅州市住房公积金管理委员会",
    versions=(
        _version(
            "bl8a-yuanzhou-hpf-loan-limits-2016-3",
            _YUANZHOU_TITLE,
            date(2016, 3, 18),
            "沅州市住房公积金管理委员会文件",
            "沅公积金委〔2016〕3号",
            "沅州市住房公积金管理委员会关于印发《沅州市住房公积金个人住房贷款额度管理规定》的通知",
            "沅州市住房公积金管理中心，各分中心：",
            "《沅州市住房公积金个人住房贷款额度管理规定》已经市住房公积金管理委员会第十二次全体会议审议通过，现印发给你们，"
            "请认真贯彻执行。",
            _YUANZHOU_TITLE,
            _YUANZHOU_ART1,
            ("deposit_period", "第二条　申请住房公积金个人住房贷款的缴存职工，应当在申请前连续足额缴存住房公积金6个月（含）以上。"),
            ("max_loan", "第三条　住房公积金个人住房贷款最高额度为：单方缴存职工40万元，夫妻双方均缴存的60万元。"),
            ("multiplier", "第四条　贷款额度不得超过借款人及配偶住房公积金账户余额之和的15倍，且不得超过第三条规定的最高额度。"),
            ("second_home",
             "第五条　购买首套自住住房的，首付款比例不低于20%；购买第二套自住住房的，首付款比例不低于30%。"
             "第三套及以上住房不予发放住房公积金贷款。"),
            "第六条　贷款期限最长不超过30年，且借款人年龄与贷款期限之和不得超过法定退休年龄后5年。",
            "第七条　本规定由沅州市住房公积金管理中心负责解释。",
            "第八条　本规定自印发之日起施行。",
            "沅州市住房公积金管理委员会",
            "2016年3月18日",
        ),
        _version(
            "bl8a-yuanzhou-hpf-loan-limits-2021-5",
            _YUANZHOU_TITLE,
            date(2021, 9, 1),
            "沅州市住房公积金管理委员会文件",
            "沅公积金委〔2021〕5号",
            "沅州市住房公积金管理委员会关于印发修订后的《沅州市住房公积金个人住房贷款额度管理规定》的通知",
            "沅州市住房公积金管理中心，各分中心：",
            "为促进住房公积金资金供需平衡，经市住房公积金管理委员会2021年第二次全体会议审议通过，现将修订后的《沅州市住房"
            "公积金个人住房贷款额度管理规定》印发给你们，自2021年9月1日起施行。2016年3月印发的《沅州市住房公积金个人住房"
            "贷款额度管理规定》（沅公积金委〔2016〕3号）同时废止。",
            _YUANZHOU_TITLE,
            _YUANZHOU_ART1,
            ("deposit_period",
             "第二条　申请住房公积金个人住房贷款的缴存职工，应当在申请前在本市连续足额缴存住房公积金12个月（含）以上。"),
            ("max_loan", "第三条　住房公积金个人住房贷款最高额度为：单方缴存职工50万元，夫妻双方均缴存的70万元。"),
            ("multiplier", "第四条　贷款额度按借款人及配偶住房公积金账户余额之和的12倍计算，且不得超过第三条规定的最高额度。"),
            ("second_home",
             "第五条　购买首套自住住房的，首付款比例不低于20%；购买第二套自住住房的，首付款比例不低于40%，"
             "且首套住房公积金贷款已经结清。"),
            "第六条　贷款期限最长不超过30年，且借款人年龄与贷款期限之和不得超过法定退休年龄后5年。",
            "第七条　本规定由沅州市住房公积金管理中心负责解释。",
            "沅州市住房公积金管理委员会",
            "2021年7月26日",
        ),
        _version(
            "bl8a-yuanzhou-hpf-loan-limits-2025-2",
            _YUANZHOU_TITLE,
            date(2025, 3, 1),
            "沅州市住房公积金管理委员会文件",
            "沅公积金委〔2025〕2号",
            "沅州市住房公积金管理委员会关于修订《沅州市住房公积金个人住房贷款额度管理规定》的通知",
            "沅州市住房公积金管理中心，各分中心：",
            "为落实支持刚性和改善性住房需求的有关政策，经市住房公积金管理委员会审议通过，现对《沅州市住房公积金个人住房"
            "贷款额度管理规定》修订如下，修订后的规定自2025年3月1日起施行。",
            _YUANZHOU_TITLE,
            _YUANZHOU_ART1,
            ("deposit_period",
             "第二条　申请住房公积金个人住房贷款的缴存职工，应当在申请前连续足额缴存住房公积金6个月（含）以上；"
             "在异地缴存后转移接续至本市的，缴存时间合并计算。"),
            ("max_loan", "第三条　住房公积金个人住房贷款最高额度为：单方缴存职工60万元，夫妻双方均缴存的90万元。"),
            ("multiplier", "第四条　贷款额度按借款人及配偶住房公积金账户余额之和的14倍计算，且不得超过第三条规定的最高额度。"),
            ("multichild", "第五条　生育二孩及以上的多子女家庭购买自住住房的，贷款最高额度在第三条规定基础上上浮20%。"),
            ("second_home", "第六条　购买首套自住住房的，首付款比例不低于20%；购买第二套自住住房的，首付款比例不低于25%。"),
            "第七条　贷款期限最长不超过30年，且借款人年龄与贷款期限之和不得超过法定退休年龄后5年。",
            "第八条　本规定由沅州市住房公积金管理中心负责解释。",
            "沅州市住房公积金管理委员会",
            "2025年2月10日",
        ),
    ),
    questions=(
        _q("沅州市公积金贷款现在最高能贷多少？", "max_loan"),
        _q("沅州住房公积金贷款额度按账户余额的几倍算？", "multiplier"),
        _q("在沅州申请公积金贷款需要连续缴存多久？", "deposit_period"),
        _q("沅州市多子女家庭公积金贷款额度有上浮吗？", "multichild"),
        _q("2018年沅州市夫妻双方都缴存公积金的，最高能贷多少？", "max_loan", date(2018, 6, 30)),
        _q("2022年在沅州用公积金买第二套房，首付至少要多少？", "second_home", date(2022, 6, 30)),
        _q("2017年的时候沅州公积金贷款额度是账户余额的多少倍？", "multiplier", date(2017, 6, 30)),
        _q("2023年沅州申请公积金贷款要求连续缴存几个月？", "deposit_period", date(2023, 6, 30)),
    ),
)


# ---------------------------------------------------------------------------------------------------------------
# zh-3: 東嶼縣政府 育兒津貼發放辦法（臺灣，民國紀年，沿革）
# ---------------------------------------------------------------------------------------------------------------

_DONGYU_TITLE = "東嶼縣育兒津貼發放辦法"
_DONGYU_ART1 = "第一條　東嶼縣政府（以下簡稱本府）為減輕家庭育兒負擔，提升生育意願，特訂定本辦法。"
_DONGYU_ART2 = "第二條　本辦法之主管機關為本府，執行單位為本府社會處。"
_DONGYU_ART3 = "第三條　申請本津貼者，應符合下列各款規定："
_DONGYU_ART7 = (
    "第七條　有下列情形之一者，停止發給：一、幼兒死亡或遷出本縣。二、幼兒經安置於機構或寄養家庭。"
    "以詐欺或其他不正當方法領取者，本府應追繳已發給之津貼。"
)
_DONGYU_V2_RESIDENCY = "一、幼兒之父或母設籍本縣連續滿六個月以上，且幼兒設籍本縣。"
_DONGYU_V2_AGE = "二、幼兒未滿三足歲。"
_DONGYU_V2_INCOME = "三、本津貼之發給不受申請人家庭所得之限制。"
_DONGYU_V2_ART4 = (
    "第四條　申請人應檢具申請書、戶口名簿影本及申請人金融機構帳戶封面影本，向幼兒戶籍所在地之鄉（鎮、市）公所"
    "提出申請，或以本府線上申辦系統申請。"
)
_DONGYU_V2_DEADLINE = (
    "第六條　申請人應於幼兒出生之日起九十日內提出申請，經審核通過者，自出生當月起發給；逾期申請者，自受理申請當月起發給。"
)

_DONGYU = RuleFamily(
    family="bl8a-dongyu-childcare-allowance",
    phrasing="blind8-a-zh-3",
    language="zh",
    folder="official/social-welfare",
    author="東嶼縣政府",
    versions=(
        _version(
            "bl8a-dongyu-childcare-allowance-104",
            _DONGYU_TITLE,
            date(2015, 2, 16),
            "法規名稱：東嶼縣育兒津貼發放辦法",
            "發布日期：民國 104 年 02 月 16 日",
            "中華民國一百零四年二月十六日東嶼縣政府府社福字第1040031520號令訂定發布全文十條",
            _DONGYU_ART1,
            _DONGYU_ART2,
            _DONGYU_ART3,
            ("residency", "一、幼兒之父或母設籍本縣連續滿一年以上，且幼兒設籍本縣。"),
            ("age_limit", "二、幼兒未滿二足歲。"),
            ("income", "三、申請人家庭最近一年綜合所得稅稅率未達百分之二十。"),
            "第四條　申請人應檢具申請書、戶口名簿影本及申請人金融機構帳戶封面影本，向幼兒戶籍所在地之鄉（鎮、市）公所提出申請。",
            ("monthly_amount", "第五條　本津貼每名幼兒每月發給新臺幣二千元，至幼兒滿二足歲當月止。"),
            ("deadline",
             "第六條　申請人應於幼兒出生之日起六十日內提出申請，經審核通過者，自出生當月起發給；逾期申請者，自申請當月起發給。"),
            _DONGYU_ART7,
            "第八條　本津貼所需經費，由本府年度預算支應。",
            "第九條　本辦法所需書表格式，由本府另定之。",
            "第十條　本辦法自發布日施行。",
        ),
        _version(
            "bl8a-dongyu-childcare-allowance-109",
            _DONGYU_TITLE,
            date(2021, 1, 1),
            "法規名稱：東嶼縣育兒津貼發放辦法",
            "修正日期：民國 109 年 12 月 22 日",
            "沿革：1.中華民國104年2月16日東嶼縣政府府社福字第1040031520號令訂定發布全文10條 "
            "2.中華民國109年12月22日東嶼縣政府府社福字第1090287654號令修正發布全文12條；並自110年1月1日施行",
            _DONGYU_ART1,
            _DONGYU_ART2,
            _DONGYU_ART3,
            ("residency", _DONGYU_V2_RESIDENCY),
            ("age_limit", _DONGYU_V2_AGE),
            ("income", _DONGYU_V2_INCOME),
            _DONGYU_V2_ART4,
            ("monthly_amount", "第五條　本津貼每名幼兒每月發給新臺幣三千元，至幼兒滿三足歲當月止。"),
            ("deadline", _DONGYU_V2_DEADLINE),
            _DONGYU_ART7,
            "第八條至第十條　（略）",
            "第十一條　本辦法所需書表格式，由本府另定之。",
            "第十二條　本辦法自中華民國一百十年一月一日施行。",
        ),
        _version(
            "bl8a-dongyu-childcare-allowance-115",
            _DONGYU_TITLE,
            date(2027, 1, 1),
            "法規名稱：東嶼縣育兒津貼發放辦法",
            "修正日期：民國 115 年 04 月 28 日",
            "沿革：1.中華民國104年2月16日東嶼縣政府府社福字第1040031520號令訂定發布全文10條 "
            "2.中華民國109年12月22日東嶼縣政府府社福字第1090287654號令修正發布全文12條；並自110年1月1日施行 "
            "3.中華民國115年4月28日東嶼縣政府府社福字第1150098765號令修正發布第5條、第12條條文；並自116年1月1日施行",
            _DONGYU_ART1,
            _DONGYU_ART2,
            _DONGYU_ART3,
            _DONGYU_V2_RESIDENCY,
            _DONGYU_V2_AGE,
            _DONGYU_V2_INCOME,
            _DONGYU_V2_ART4,
            ("monthly_amount",
             "第五條　本津貼按幼兒出生序發給，每名幼兒每月發給金額如下，至幼兒滿三足歲當月止：一、第一名子女新臺幣三千五百元。"
             "二、第二名子女新臺幣四千元。三、第三名以上子女新臺幣五千元。"),
            _DONGYU_V2_DEADLINE,
            _DONGYU_ART7,
            "第八條至第十條　（略）",
            "第十一條　本辦法所需書表格式，由本府另定之。",
            "第十二條　本辦法自中華民國一百十年一月一日施行；本辦法修正條文，自中華民國一百十六年一月一日施行。",
        ),
    ),
    questions=(
        _q("東嶼縣育兒津貼現在每個月發多少？", "monthly_amount"),
        _q("東嶼縣育兒津貼有家庭所得限制嗎？", "income"),
        _q("東嶼縣的育兒津貼要在寶寶出生後幾天內申請？", "deadline"),
        _q("民國106年東嶼縣育兒津貼每月發多少錢？", "monthly_amount", date(2017, 7, 1)),
        _q("2019年在東嶼縣申請育兒津貼，父母要設籍多久？", "residency", date(2019, 7, 1)),
        _q("民國108年時東嶼縣育兒津貼發到孩子幾歲？", "age_limit", date(2019, 3, 1)),
        _q("民國116年起東嶼縣第二胎育兒津貼每月多少？", "monthly_amount", date(2027, 1, 1)),
        _q("2027年以後在東嶼縣生第三胎，育兒津貼每月可以領多少？", "monthly_amount", date(2027, 3, 1)),
    ),
)


# ---------------------------------------------------------------------------------------------------------------
# zh-4: 新界東市集及小販管理局 小販牌照費用表（香港，憲報公告）
# ---------------------------------------------------------------------------------------------------------------

_HAWKER_BODY = "新界東市集及小販管理局"
_HAWKER_TITLE = "小販牌照費用表"

_HAWKER = RuleFamily(
    family="bl8a-nte-hawker-licence-fees",
    phrasing="blind8-a-zh-4",
    language="zh",
    folder="official/licensing",
    author=_HAWKER_BODY,
    versions=(
        _version(
            "bl8a-nte-hawker-licence-fees-gn-2014-1805",
            _HAWKER_TITLE,
            date(2014, 3, 21),
            _HAWKER_BODY,
            "政府憲報 2014年第1805號公告",
            "《市集及小販管理局條例》",
            _HAWKER_TITLE,
            "新界東市集及小販管理局根據《市集及小販管理局條例》第38條，經行政長官會同行政會議批准，釐定下列小販牌照及相關費用。",
            ("fixed_pitch", "1. 固定攤位小販牌照（每年）：港幣2,350元"),
            ("itinerant", "2. 流動小販牌照（每年）：港幣1,230元"),
            ("assistant", "3. 登記助手（每名，每年）：港幣180元"),
            ("transfer", "4. 批准將固定攤位小販牌照轉讓予直系親屬：港幣450元"),
            ("replacement", "5. 補發遺失或損毀的牌照：港幣95元"),
            "上述費用須於簽發或續期牌照時繳付，已繳費用概不退還。",
            "新界東市集及小販管理局主席　陳志邦",
            "2014年3月21日",
        ),
        _version(
            "bl8a-nte-hawker-licence-fees-gn-2018-3307",
            _HAWKER_TITLE,
            date(2018, 7, 1),
            _HAWKER_BODY,
            "政府憲報 2018年第3307號公告",
            "《市集及小販管理局條例》",
            _HAWKER_TITLE,
            "新界東市集及小販管理局根據《市集及小販管理局條例》第38條，經行政長官會同行政會議批准，修訂小販牌照及相關費用如下。",
            ("fixed_pitch", "1. 固定攤位小販牌照（每年）：港幣2,780元"),
            ("itinerant", "2. 流動小販牌照（每年）：港幣1,460元"),
            ("assistant", "3. 登記助手（每名，每年）：港幣215元"),
            ("transfer", "4. 批准將固定攤位小販牌照轉讓予配偶或直系親屬：港幣560元"),
            ("replacement", "5. 補發遺失或損毀的牌照：港幣115元"),
            ("late_renewal", "6. 牌照屆滿後30日內逾期續期附加費：港幣200元"),
            "本費用表自2018年7月1日起生效。於2014年3月21日刊登憲報的第1805號公告所列費用，由同日起停止生效。",
            "新界東市集及小販管理局主席　黃美玲",
            "2018年5月25日",
        ),
        _version(
            "bl8a-nte-hawker-licence-fees-gn-2023-2011",
            _HAWKER_TITLE,
            date(2023, 4, 1),
            _HAWKER_BODY,
            "政府憲報 2023年第2011號公告",
            "《市集及小販管理局條例》",
            _HAWKER_TITLE,
            "新界東市集及小販管理局根據《市集及小販管理局條例》第38條，經行政長官會同行政會議批准，修訂小販牌照及相關費用如下。",
            ("fixed_pitch", "1. 固定攤位小販牌照（每年）：港幣3,120元"),
            ("itinerant", "2. 流動小販牌照（每年）：港幣1,640元"),
            ("assistant", "3. 登記助手（每名，每年）：港幣240元"),
            ("transfer", "4. 批准將固定攤位小販牌照轉讓予配偶或直系親屬：港幣620元"),
            ("replacement", "5. 補發遺失或損毀的牌照：港幣130元"),
            ("late_renewal", "6. 牌照屆滿後30日內逾期續期附加費：港幣250元"),
            "生效日期：2023年4月1日",
            "（本公告取代2018年第3307號公告。）",
            "新界東市集及小販管理局主席　黃美玲",
            "2023年3月24日",
        ),
        _version(
            "bl8a-nte-hawker-licence-fees-gn-2026-2874",
            _HAWKER_TITLE,
            date(2026, 10, 1),
            _HAWKER_BODY,
            "政府憲報 2026年第2874號公告",
            "《市集及小販管理局條例》",
            _HAWKER_TITLE,
            "新界東市集及小販管理局根據《市集及小販管理局條例》第38條，經行政長官會同行政會議批准，修訂小販牌照及相關費用如下。",
            ("fixed_pitch", "1. 固定攤位小販牌照（每年）：港幣3,460元"),
            ("itinerant", "2. 流動小販牌照（每年）：港幣1,820元"),
            ("assistant", "3. 登記助手（每名，每年）：港幣265元"),
            ("transfer", "4. 批准將固定攤位小販牌照轉讓予配偶或直系親屬：港幣690元"),
            ("replacement", "5. 補發遺失或損毀的牌照：港幣145元"),
            ("late_renewal", "6. 牌照屆滿後30日內逾期續期附加費：港幣280元"),
            "本費用表自2026年10月1日起生效；在此之前，2023年第2011號公告所列費用繼續適用。",
            "新界東市集及小販管理局主席　梁家謙",
            "2026年5月22日",
        ),
    ),
    questions=(
        _q("新界東市集及小販管理局的固定攤位小販牌照現時每年收費多少？", "fixed_pitch"),
        _q("新界東小販管理局的流動小販牌照年費幾多錢？", "itinerant"),
        _q("喺新界東登記小販助手而家要交幾多錢？", "assistant"),
        _q("2016年新界東市集及小販管理局的固定攤位牌照費是多少？", "fixed_pitch", date(2016, 6, 30)),
        _q("2020年的時候，在新界東把小販牌照轉讓給家人要付多少？", "transfer", date(2020, 6, 30)),
        _q("2019年新界東的流動小販牌照年費是多少？", "itinerant", date(2019, 6, 30)),
        _q("2015年新界東市集及小販管理局登記助手每名收費多少？", "assistant", date(2015, 6, 30)),
        _q("2026年10月起新界東市集及小販管理局的固定攤位小販牌照費調整為多少？", "fixed_pitch", date(2026, 10, 1)),
    ),
)


UNSEEN_FAMILIES_8A: tuple[RuleFamily, ...] = (
    _ALDERTON,
    _HALDANE,
    _CEDAR,
    _HARBOUR,
    _LANJIANG,
    _YUANZHOU,
    _DONGYU,
    _HAWKER,
)
