"""Medical records: clinic notes, hospital paperwork, test results, prescriptions and bills."""

from __future__ import annotations

import datetime as dt
import random

from privasis_hub import safe_ids
from privasis_hub.synth.catalog import (
    Generator,
    ValueContext,
    code,
    date_within,
    fmt_date,
    money,
    named_relative,
    person_name,
    time_of_day,
)

# --- value pools ----------------------------------------------------------------------

#: (diagnosis, ICD-10-CM code): a record's diagnosis and its code always agree.
_DIAGNOSES = (
    ("type 2 diabetes mellitus", "E11.9"),
    ("type 2 diabetes mellitus with hyperglycemia", "E11.65"),
    ("essential hypertension", "I10"),
    ("major depressive disorder, recurrent, moderate", "F33.1"),
    ("generalized anxiety disorder", "F41.1"),
    ("paroxysmal atrial fibrillation", "I48.0"),
    ("chronic obstructive pulmonary disease", "J44.9"),
    ("moderate persistent asthma", "J45.40"),
    ("Hashimoto thyroiditis with hypothyroidism", "E06.3"),
    ("seropositive rheumatoid arthritis", "M05.79"),
    ("lumbosacral radiculopathy", "M54.17"),
    ("chronic migraine without aura", "G43.709"),
    ("post-traumatic stress disorder", "F43.10"),
    ("bipolar II disorder", "F31.81"),
    ("iron deficiency anemia", "D50.9"),
    ("metabolic dysfunction-associated fatty liver disease", "K76.0"),
    ("chronic heart failure with reduced ejection fraction", "I50.22"),
    ("non-small cell lung cancer", "C34.90"),
    ("diffuse large B-cell lymphoma", "C83.30"),
    ("Crohn disease of the small intestine", "K50.00"),
    ("ulcerative pancolitis", "K51.00"),
    ("relapsing-remitting multiple sclerosis", "G35"),
    ("chronic hepatitis C infection", "B18.2"),
    ("HIV disease on antiretroviral therapy", "B20"),
    ("alcohol use disorder, moderate", "F10.20"),
    ("attention-deficit/hyperactivity disorder, combined type", "F90.2"),
    ("psoriatic arthritis", "L40.50"),
    ("adenocarcinoma of the sigmoid colon", "C18.7"),
    ("acute pulmonary embolism", "I26.99"),
    ("acute deep vein thrombosis of the left leg", "I82.402"),
    ("focal epilepsy with impaired awareness seizures", "G40.209"),
    ("celiac disease", "K90.0"),
    ("hidradenitis suppurativa", "L73.2"),
    ("obsessive-compulsive disorder", "F42.2"),
)


# (drug, doses, schedules)
_MEDICATIONS = (
    ("metformin", ("500 mg", "850 mg", "1000 mg"), ("twice daily with meals", "once daily with dinner")),
    ("lisinopril", ("10 mg", "20 mg", "40 mg"), ("once daily",)),
    ("atorvastatin", ("20 mg", "40 mg", "80 mg"), ("at bedtime", "once daily")),
    ("levothyroxine", ("50 mcg", "75 mcg", "112 mcg"), ("every morning on an empty stomach",)),
    ("sertraline", ("50 mg", "100 mg", "150 mg"), ("once daily",)),
    ("apixaban", ("2.5 mg", "5 mg"), ("twice daily",)),
    ("metoprolol succinate", ("25 mg", "50 mg", "100 mg"), ("once daily",)),
    ("amlodipine", ("5 mg", "10 mg"), ("once daily",)),
    ("gabapentin", ("300 mg", "600 mg"), ("three times daily", "at bedtime")),
    ("omeprazole", ("20 mg", "40 mg"), ("once daily before breakfast",)),
    ("escitalopram", ("10 mg", "20 mg"), ("once daily",)),
    ("insulin glargine", ("18 units", "26 units", "34 units"), ("subcutaneously at bedtime",)),
    ("prednisone", ("10 mg", "20 mg", "40 mg"), ("once daily with food, tapering",)),
    ("bupropion XL", ("150 mg", "300 mg"), ("every morning",)),
    ("losartan", ("25 mg", "50 mg", "100 mg"), ("once daily",)),
    ("buprenorphine-naloxone", ("8 mg/2 mg", "12 mg/3 mg"), ("sublingual film once daily",)),
    ("quetiapine", ("25 mg", "50 mg", "100 mg"), ("at bedtime",)),
    ("warfarin", ("2.5 mg", "5 mg"), ("daily, adjusted to INR",)),
    ("empagliflozin", ("10 mg", "25 mg"), ("once daily",)),
    ("montelukast", ("10 mg",), ("every evening",)),
    ("adalimumab", ("40 mg",), ("subcutaneously every other week",)),
    ("lithium carbonate", ("300 mg", "450 mg"), ("twice daily",)),
    ("semaglutide", ("0.5 mg", "1 mg"), ("subcutaneously once weekly",)),
    ("furosemide", ("20 mg", "40 mg"), ("every morning",)),
)

_ALLERGENS = (
    "penicillin",
    "amoxicillin",
    "sulfamethoxazole-trimethoprim",
    "codeine",
    "morphine",
    "ibuprofen",
    "aspirin",
    "latex",
    "iodinated contrast dye",
    "cephalexin",
    "shellfish",
    "peanuts",
    "bee stings",
    "lisinopril",
    "ciprofloxacin",
    "surgical adhesive tape",
)
_REACTIONS = (
    "hives",
    "anaphylaxis",
    "angioedema",
    "diffuse rash",
    "nausea and vomiting",
    "wheezing",
    "facial swelling",
    "severe itching",
)

# (analyte, low, high, decimals, unit) -- abnormal ranges, since notes mention what is notable
_LABS = (
    ("HbA1c", 6.5, 11.8, 1, "%"),
    ("LDL cholesterol", 161, 238, 0, " mg/dL"),
    ("eGFR", 22, 58, 0, " mL/min/1.73 m2"),
    ("TSH", 5.1, 14.0, 1, " mIU/L"),
    ("hemoglobin", 8.1, 11.6, 1, " g/dL"),
    ("serum creatinine", 1.4, 3.3, 1, " mg/dL"),
    ("ALT", 62, 188, 0, " U/L"),
    ("25-hydroxy vitamin D", 7, 19, 0, " ng/mL"),
    ("ferritin", 4, 13, 0, " ng/mL"),
    ("potassium", 5.3, 6.2, 1, " mmol/L"),
    ("platelet count", 61, 138, 0, " x10^3/uL"),
    ("triglycerides", 212, 640, 0, " mg/dL"),
    ("fasting glucose", 131, 288, 0, " mg/dL"),
    ("INR", 3.2, 4.9, 1, ""),
    ("NT-proBNP", 460, 5200, 0, " pg/mL"),
    ("white blood cell count", 12.4, 19.8, 1, " x10^3/uL"),
)


_CPT = (
    "99213",
    "99214",
    "99215",
    "99204",
    "93306",
    "93224",
    "70551",
    "72148",
    "45385",
    "80053",
    "85025",
    "90834",
    "90837",
    "97110",
    "97161",
    "71046",
    "29881",
    "96413",
    "77080",
    "93798",
)

_SCREENINGS = (
    (
        "PHQ-9",
        0,
        27,
        ((4, "minimal"), (9, "mild"), (14, "moderate"), (19, "moderately severe"), (27, "severe")),
    ),
    ("GAD-7", 0, 21, ((4, "minimal"), (9, "mild"), (14, "moderate"), (21, "severe"))),
    ("AUDIT-C", 0, 12, ((3, "negative"), (12, "positive for hazardous drinking"))),
    (
        "Epworth Sleepiness Scale",
        2,
        24,
        ((10, "normal"), (15, "moderate daytime sleepiness"), (24, "severe")),
    ),
    ("MoCA", 16, 30, ((25, "below the normal cutoff"), (30, "within normal limits"))),
    ("PCL-5", 5, 70, ((32, "below the screening threshold"), (70, "consistent with probable PTSD"))),
)

_FAMILY_RELATIONS = (
    "mother",
    "father",
    "maternal grandmother",
    "maternal grandfather",
    "paternal grandmother",
    "paternal grandfather",
    "older brother",
    "younger sister",
    "maternal aunt",
    "paternal uncle",
)
_FAMILY_CONDITIONS = (
    "colorectal cancer",
    "myocardial infarction",
    "type 2 diabetes",
    "ischemic stroke",
    "early-onset Alzheimer disease",
    "bipolar disorder",
    "melanoma",
    "pancreatic cancer",
    "abdominal aortic aneurysm",
    "sudden cardiac death",
    "systemic lupus erythematosus",
    "kidney failure requiring dialysis",
    "alcohol use disorder",
    "hypertrophic cardiomyopathy",
)

_FACILITY_KINDS = (
    "Regional Medical Center",
    "Community Hospital",
    "Family Health Center",
    "Heart and Vascular Institute",
    "Cancer Center",
    "Behavioral Health Clinic",
    "Orthopedic and Sports Medicine",
    "Urgent Care",
    "Imaging Associates",
    "Rehabilitation Hospital",
    "Memorial Hospital",
    "Internal Medicine Associates",
    "Kidney Care Center",
    "Pulmonary and Sleep Clinic",
)

_PHARMACY_PREFIXES = (
    "Corner",
    "Lakeside",
    "Parkview",
    "Hometown",
    "Riverbend",
    "Oak Hill",
    "Westgate",
    "Maple Grove",
    "Harbor",
    "Bayside",
    "Summit",
    "Cedar Ridge",
    "Northgate",
    "Willow Creek",
)
_PHARMACY_SUFFIXES = ("Pharmacy", "Apothecary", "Community Pharmacy", "Drug Store", "Compounding Pharmacy")

_CARRIERS = (
    "Summit Mutual Health",
    "Evergreen Care Alliance",
    "Harborline Health Plans",
    "Keystone Wellness Cooperative",
    "Prairie Shield Insurance",
    "Bluewater Health Partners",
    "Cascade Family Health Plan",
    "Lakeshore Medical Assurance",
    "Redwood Benefit Trust",
    "Meridian Valley Health",
    "Northstar Community Health Plan",
    "Pinecrest Health Cooperative",
)
_PLANS_UNDER_65 = (
    "PPO Gold 1500",
    "HMO Select 2500",
    "Bronze HDHP with HSA",
    "Silver EPO 3000",
    "Platinum PPO 500",
    "Medicaid Managed Care Plan",
    "Open Access Plus 2000",
    "Catastrophic Basic 9200",
)
_PLANS_65_PLUS = ("Medicare Advantage HMO", "Medicare Advantage PPO Plus", "Medicare Supplement Plan G")

_MEMBER_PREFIXES = ("SMH", "ECA", "HLP", "KWC", "PSI", "BWP", "CFH", "LMA")

_FEMALE_RELATIONS = ("sister", "daughter", "mother", "aunt", "niece", "wife")
_MALE_RELATIONS = ("brother", "son", "father", "uncle", "nephew", "husband")
_NEUTRAL_RELATIONS = ("spouse", "partner", "friend", "neighbor", "cousin", "roommate")


# --- compositional generators -----------------------------------------------------------


def _past_year(ctx: ValueContext, max_back: int) -> int:
    """A year in the past that fell in the person's adult life."""
    adult_years = max(1, ctx.profile.age - 18)
    return ctx.record_date.year - ctx.rng.randint(1, max(1, min(max_back, adult_years)))


def _diagnosis(ctx: ValueContext) -> tuple[str, str]:
    """The record's (diagnosis, ICD-10 code), the same for both fields of one record.

    Drawn from a generator seeded by the person and the record date (not ``ctx.rng``), so the
    diagnosis and its code agree whichever field is generated first.
    """
    p = ctx.profile
    seed = f"diagnosis|{p.first_name}|{p.last_name}|{p.date_of_birth}|{ctx.record_date.isoformat()}"
    return random.Random(seed).choice(_DIAGNOSES)


def _article(noun: str) -> str:
    return "an" if noun[0] in "aeiou" else "a"


#: diagnosis -> drugs (from _MEDICATIONS) that treat it; a record's medication fits its diagnosis.
_TREATS: dict[str, tuple[str, ...]] = {
    "type 2 diabetes mellitus": ("metformin", "empagliflozin", "insulin glargine", "semaglutide"),
    "type 2 diabetes mellitus with hyperglycemia": ("metformin", "insulin glargine", "semaglutide"),
    "essential hypertension": ("lisinopril", "amlodipine", "losartan", "metoprolol succinate"),
    "major depressive disorder, recurrent, moderate": ("sertraline", "escitalopram", "bupropion XL"),
    "generalized anxiety disorder": ("sertraline", "escitalopram"),
    "paroxysmal atrial fibrillation": ("apixaban", "metoprolol succinate", "warfarin"),
    "chronic obstructive pulmonary disease": ("prednisone", "montelukast"),
    "moderate persistent asthma": ("montelukast", "prednisone"),
    "Hashimoto thyroiditis with hypothyroidism": ("levothyroxine",),
    "seropositive rheumatoid arthritis": ("adalimumab", "prednisone"),
    "lumbosacral radiculopathy": ("gabapentin", "prednisone"),
    "post-traumatic stress disorder": ("sertraline", "quetiapine"),
    "bipolar II disorder": ("lithium carbonate", "quetiapine"),
    "metabolic dysfunction-associated fatty liver disease": ("semaglutide", "atorvastatin"),
    "chronic heart failure with reduced ejection fraction": ("metoprolol succinate", "furosemide", "empagliflozin",
                                                             "losartan"),
    "Crohn disease of the small intestine": ("adalimumab", "prednisone"),
    "ulcerative pancolitis": ("adalimumab", "prednisone"),
    "attention-deficit/hyperactivity disorder, combined type": ("bupropion XL",),
    "psoriatic arthritis": ("adalimumab",),
    "acute pulmonary embolism": ("apixaban", "warfarin"),
    "acute deep vein thrombosis of the left leg": ("apixaban", "warfarin"),
    "hidradenitis suppurativa": ("adalimumab",),
    "obsessive-compulsive disorder": ("sertraline", "escitalopram"),
    "alcohol use disorder, moderate": ("gabapentin",),
}
#: For a diagnosis no listed drug treats, the medication is for a common comorbidity.
_COMMON_DRUGS = ("atorvastatin", "omeprazole", "amlodipine", "lisinopril")


def _medication(ctx: ValueContext) -> str:
    drugs = _TREATS.get(_diagnosis(ctx)[0], _COMMON_DRUGS)
    drug, doses, schedules = ctx.rng.choice([m for m in _MEDICATIONS if m[0] in drugs])
    return f"{drug} {ctx.rng.choice(doses)} {ctx.rng.choice(schedules)}"


def _allergy(ctx: ValueContext) -> str:
    return f"{ctx.rng.choice(_ALLERGENS)} ({ctx.rng.choice(_REACTIONS)})"


def _lab(ctx: ValueContext) -> str:
    name, low, high, decimals, unit = ctx.rng.choice(_LABS)
    value = ctx.rng.uniform(low, high)
    number = f"{value:.{decimals}f}" if decimals else f"{round(value)}"
    return f"{name} {number}{unit}"


def _blood_pressure(ctx: ValueContext) -> str:
    systolic = ctx.rng.randint(104, 182)
    diastolic = ctx.rng.randint(58, min(112, systolic - 30))
    return f"{systolic}/{diastolic} mmHg"


def _body_weight(ctx: ValueContext) -> str:
    height_in = ctx.rng.randint(60, 76)
    bmi = ctx.rng.uniform(18.8, 41.5)
    pounds = round(bmi * height_in**2 / 703)
    return f"{pounds} lb (BMI {pounds * 703 / height_in**2:.1f})"


def _screening(ctx: ValueContext) -> str:
    tool, low, high, bands = ctx.rng.choice(_SCREENINGS)
    score = ctx.rng.randint(low, high)
    label = next(text for upper, text in bands if score <= upper)
    return f"{score} on the {tool} ({label})"


def _substance_use(ctx: ValueContext) -> str:
    rng = ctx.rng
    kind = rng.randrange(8)
    if kind == 0:
        return f"a {rng.randint(5, 40)} pack-year smoking history, quit in {_past_year(ctx, 25)}"
    if kind == 1:
        return f"current smoking of about {rng.choice((5, 8, 10, 15, 20))} cigarettes per day"
    if kind == 2:
        return f"about {rng.randint(8, 30)} alcoholic drinks per week"
    if kind == 3:
        return f"daily cannabis use for sleep since {_past_year(ctx, 10)}"
    if kind == 4:
        return f"nicotine vaping since {_past_year(ctx, 8)}"
    if kind == 5:
        return f"opioid use disorder in sustained remission since {_past_year(ctx, 12)}"
    if kind == 6:
        return f"past methamphetamine use, abstinent since {_past_year(ctx, 15)}"
    return f"binge drinking of {rng.randint(5, 9)} or more drinks on weekends"


def _family_history(ctx: ValueContext) -> str:
    relation = ctx.rng.choice(_FAMILY_RELATIONS)
    condition = ctx.rng.choice(_FAMILY_CONDITIONS)
    return f"{_article(relation)} {relation} with {condition} diagnosed at age {ctx.rng.randint(34, 81)}"


def _clinician(ctx: ValueContext) -> str:
    name = person_name(ctx)
    if ctx.rng.random() < 0.5:
        return f"Dr. {name}"
    return f"{name}, {ctx.rng.choice(('MD', 'DO', 'NP', 'PA-C', 'MD, FACC', 'DO, MPH'))}"


def _facility(ctx: ValueContext) -> str:
    place = ctx.profile.city if ctx.rng.random() < 0.5 else ctx.fake.last_name()
    return f"{place} {ctx.rng.choice(_FACILITY_KINDS)}"


def _follow_up(ctx: ValueContext) -> str:
    day = ctx.record_date + dt.timedelta(days=ctx.rng.randint(7, 120))
    return f"{fmt_date(day, ctx.rng)} at {time_of_day(ctx)}"


def _relative(ctx: ValueContext) -> str:
    """Another person with their relation to the profile, e.g. ``Dana Whitfield (sister)``."""
    options = list(_NEUTRAL_RELATIONS + _FEMALE_RELATIONS + _MALE_RELATIONS)
    if not ctx.profile.marital_status.lower().startswith("married"):
        options = [r for r in options if r not in ("spouse", "wife", "husband")]
    if ctx.profile.age < 36:
        options = [r for r in options if r not in ("daughter", "son", "niece", "nephew")]
    if ctx.profile.age > 72:
        options = [r for r in options if r not in ("mother", "father", "aunt", "uncle")]
    relation = ctx.rng.choice(options)
    return named_relative(ctx, relation, _FEMALE_RELATIONS, _MALE_RELATIONS)


def _pharmacy(ctx: ValueContext) -> str:
    return f"{ctx.rng.choice(_PHARMACY_PREFIXES)} {ctx.rng.choice(_PHARMACY_SUFFIXES)}"


def _insurance_plan(ctx: ValueContext) -> str:
    plans = _PLANS_65_PLUS if ctx.profile.age >= 65 else _PLANS_UNDER_65
    return f"{ctx.rng.choice(_CARRIERS)} {ctx.rng.choice(plans)}"


# --- the category -------------------------------------------------------------------------

_CONDITION = "health condition"
_CARE = "care team"
_BILLING = "insurance and billing"


#: field key -> value generator; the field's wording lives in privasis_hub/data/privasis/medical.yaml.
GENERATORS: dict[str, Generator] = {
    "diagnosis": lambda ctx: _diagnosis(ctx)[0],
    "diagnosis_code": lambda ctx: f"ICD-10 {_diagnosis(ctx)[1]}",
    "current_medication": _medication,
    "known_allergy": _allergy,
    "blood_pressure": _blood_pressure,
    "body_weight": _body_weight,
    "lab_result": _lab,
    "screening_score": _screening,
    "substance_use": _substance_use,
    "family_medical_history": _family_history,
    "symptom_onset_date": lambda ctx: date_within(ctx, 150, -3),
    "treating_clinician": _clinician,
    "care_facility": _facility,
    "medical_record_number": lambda ctx: safe_ids.medical_record_number(ctx.rng),
    "visit_date": lambda ctx: date_within(ctx, 21, -1),
    "follow_up_appointment": _follow_up,
    "emergency_contact": _relative,
    "preferred_pharmacy": _pharmacy,
    "health_insurance_plan": _insurance_plan,
    "health_plan_member_id": lambda ctx: safe_ids.member_id(ctx.rng, ctx.rng.choice(_MEMBER_PREFIXES)),
    "medical_claim_number": lambda ctx: code(ctx, "CLM", 10),
    "billing_code": lambda ctx: f"CPT {ctx.rng.choice(_CPT)}",
    "billed_amount": lambda ctx: money(ctx, 185, 48500),
    "patient_responsibility": lambda ctx: money(ctx, 15, 3600),
}
