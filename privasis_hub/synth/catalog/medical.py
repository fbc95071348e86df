"""Medical records: clinic notes, hospital paperwork, test results, prescriptions and bills."""

from __future__ import annotations

import datetime as dt
import random
import re

from privasis_hub import safe_ids
from privasis_hub.synth.catalog import (
    Generator,
    ValueContext,
    code,
    date_within,
    drawn_choices,
    fmt_date,
    issuer_name,
    money,
    named_relative,
    person_name,
    person_rng,
    record_rng,
    record_type_of,
    time_of_day,
)

# --- value pools ----------------------------------------------------------------------

#: diagnosis -> (ICD-10-CM code, what brings the patient in, the analytes its workup watches, procedures it may
#: need): one clinical case, so a record's code, complaint, labs, procedure and drugs (``_TREATS``) fit its diagnosis.
#: A record type's ``matter: {diagnosis: [...]}`` in medical.yaml narrows the diagnoses its documents are about.
_CASES: dict[str, tuple[str, tuple[str, ...], tuple[str, ...], tuple[str, ...]]] = {
    "type 2 diabetes mellitus": ("E11.9", ("increased thirst and frequent urination", "worsening fatigue over several weeks"),
                                 ("HbA1c", "fasting glucose"), ()),
    "type 2 diabetes mellitus with hyperglycemia": ("E11.65", ("blurred vision and constant thirst",
                                                               "high readings on the home glucose meter"),
                                                    ("HbA1c", "fasting glucose"), ()),
    "essential hypertension": ("I10", ("persistent headaches in the morning", "high readings on a home blood pressure cuff"),
                               ("serum creatinine", "potassium"), ()),
    "major depressive disorder, recurrent, moderate": ("F33.1", ("low mood and loss of interest for several weeks",
                                                                 "trouble sleeping and constant worry"), ("TSH",), ()),
    "generalized anxiety disorder": ("F41.1", ("trouble sleeping and constant worry", "a racing heartbeat at night"),
                                     ("TSH",), ()),
    "paroxysmal atrial fibrillation": ("I48.0", ("a racing heartbeat at night", "episodes of an irregular pulse"),
                                       ("INR", "TSH"), ("catheter ablation for atrial fibrillation",)),
    "chronic obstructive pulmonary disease": ("J44.9", ("shortness of breath with exertion", "a cough with morning sputum"),
                                              ("white blood cell count",), ()),
    "moderate persistent asthma": ("J45.40", ("wheezing at night", "shortness of breath with exertion"), (), ()),
    "Hashimoto thyroiditis with hypothyroidism": ("E06.3", ("worsening fatigue over several weeks",
                                                             "weight gain and feeling cold"), ("TSH",), ()),
    "seropositive rheumatoid arthritis": ("M05.79", ("morning stiffness in both hands", "swollen finger joints"),
                                          ("platelet count", "hemoglobin"), ()),
    "lumbosacral radiculopathy": ("M54.17", ("low back pain radiating into the left leg", "numbness down the right leg"),
                                  (), ("lumbar microdiscectomy", "posterior spinal fusion at L4-L5")),
    "chronic migraine without aura": ("G43.709", ("persistent headaches in the morning", "headaches on most days of the month"),
                                      (), ()),
    "post-traumatic stress disorder": ("F43.10", ("nightmares and being easily startled", "trouble sleeping and constant worry"),
                                       (), ()),
    "bipolar II disorder": ("F31.81", ("weeks of low mood after a spell of little sleep", "racing thoughts and poor sleep"),
                            ("TSH",), ()),
    "iron deficiency anemia": ("D50.9", ("worsening fatigue over several weeks", "shortness of breath with exertion"),
                               ("hemoglobin", "ferritin"), ("colonoscopy with removal of two polyps",)),
    "metabolic dysfunction-associated fatty liver disease": ("K76.0", ("vague discomfort under the right ribs",
                                                                       "worsening fatigue over several weeks"),
                                                             ("ALT", "triglycerides"), ()),
    "chronic heart failure with reduced ejection fraction": ("I50.22", ("swelling in both ankles",
                                                                        "shortness of breath when lying flat"),
                                                             ("NT-proBNP", "serum creatinine", "potassium"),
                                                             ("implantation of a dual-chamber pacemaker",)),
    "coronary artery disease with stable angina": ("I25.118", ("chest tightness when climbing stairs",
                                                               "chest pressure that eases with rest"),
                                                   ("LDL cholesterol",),
                                                   ("percutaneous coronary intervention with a drug-eluting stent",
                                                    "coronary artery bypass grafting times three")),
    "non-ST-elevation myocardial infarction": ("I21.4", ("chest pain spreading to the left arm",
                                                         "chest tightness when climbing stairs"),
                                               ("LDL cholesterol", "troponin"),
                                               ("percutaneous coronary intervention with a drug-eluting stent",
                                                "coronary artery bypass grafting times three")),
    "moderate aortic valve stenosis": ("I35.0", ("shortness of breath with exertion", "dizziness when standing up"),
                                       ("NT-proBNP",), ()),
    "supraventricular tachycardia": ("I47.1", ("a racing heartbeat at night", "sudden palpitations at rest"),
                                     ("TSH", "potassium"), ()),
    "non-small cell lung cancer": ("C34.90", ("a cough that has lasted two months", "unintended weight loss"),
                                   ("hemoglobin", "white blood cell count"), ("a right upper lobectomy",)),
    "diffuse large B-cell lymphoma": ("C83.30", ("a lump noticed in the neck", "night sweats and weight loss"),
                                      ("hemoglobin", "platelet count"), ("an excisional lymph node biopsy",)),
    "adenocarcinoma of the sigmoid colon": ("C18.7", ("blood in the stool", "a change in bowel habits"),
                                            ("hemoglobin", "ferritin"),
                                            ("a laparoscopic sigmoid colectomy", "colonoscopy with removal of two polyps")),
    "invasive ductal carcinoma of the left breast": ("C50.912", ("a lump noticed in the left breast",
                                                                 "an abnormal screening mammogram"),
                                                     ("white blood cell count",),
                                                     ("a left breast lumpectomy with sentinel node biopsy",)),
    "adenocarcinoma of the prostate": ("C61", ("a rising PSA on routine screening", "trouble passing urine"),
                                       ("PSA",), ("a robotic radical prostatectomy",)),
    "Crohn disease of the small intestine": ("K50.00", ("cramping abdominal pain after meals", "diarrhea and weight loss"),
                                             ("hemoglobin", "ferritin"), ()),
    "ulcerative pancolitis": ("K51.00", ("bloody diarrhea for three weeks", "urgency and cramping"), ("hemoglobin",), ()),
    "relapsing-remitting multiple sclerosis": ("G35", ("numbness in both legs", "blurred vision in one eye"), (), ()),
    "alcohol use disorder, moderate": ("F10.20", ("drinking more than intended", "shaking in the morning"),
                                       ("ALT",), ()),
    "attention-deficit/hyperactivity disorder, combined type": ("F90.2", ("trouble finishing tasks at work",
                                                                          "losing track of deadlines"), (), ()),
    "obsessive-compulsive disorder": ("F42.2", ("hours lost to checking rituals", "intrusive thoughts"), (), ()),
    "panic disorder": ("F41.0", ("sudden episodes of pounding heart and fear", "avoiding crowded places"), (), ()),
    "acute pulmonary embolism": ("I26.99", ("sudden shortness of breath", "sharp chest pain on breathing in"),
                                 ("D-dimer",), ()),
    "acute deep vein thrombosis of the left leg": ("I82.402", ("a swollen, painful left calf",), ("D-dimer",), ()),
    "community-acquired pneumonia": ("J18.9", ("fever and a productive cough", "shortness of breath with exertion"),
                                     ("white blood cell count",), ()),
    "acute appendicitis": ("K35.80", ("pain in the lower right abdomen", "fever and vomiting"),
                           ("white blood cell count",), ("laparoscopic appendectomy",)),
    "acute cholecystitis": ("K81.0", ("pain under the right ribs after meals", "fever and vomiting"),
                            ("white blood cell count", "ALT"), ("laparoscopic cholecystectomy",)),
    "left ureteral stone": ("N20.1", ("severe left flank pain", "blood in the urine"), ("serum creatinine",), ()),
    "cellulitis of the right lower leg": ("L03.115", ("a red, hot, swollen right shin",), ("white blood cell count",), ()),
    "closed fracture of the right distal radius": ("S52.501A", ("wrist pain after a fall on an outstretched hand",),
                                                   (), ("open reduction and internal fixation of the right wrist",)),
    "primary osteoarthritis of the left knee": ("M17.12", ("knee pain after a fall", "left knee pain on stairs"),
                                                (), ("left total knee arthroplasty",)),
    "primary osteoarthritis of the right hip": ("M16.11", ("right groin pain when walking", "stiffness in the right hip"),
                                                (), ("right total hip arthroplasty",)),
    "complete tear of the right rotator cuff": ("M75.121", ("right shoulder pain reaching overhead",
                                                            "weakness lifting the right arm"),
                                                (), ("arthroscopic rotator cuff repair",)),
    "tear of the anterior cruciate ligament of the left knee": ("S83.512A", ("the left knee giving way after a pivot",),
                                                                (), ("anterior cruciate ligament reconstruction",)),
    "carpal tunnel syndrome of the right wrist": ("G56.01", ("numbness in the right thumb and fingers at night",),
                                                  (), ("endoscopic carpal tunnel release",)),
    "age-related osteoporosis without fracture": ("M81.0", ("loss of height over two years", "a screening referral"),
                                                  ("25-hydroxy vitamin D",), ()),
    "stage 3b chronic kidney disease": ("N18.32", ("swelling in both ankles", "worsening fatigue over several weeks"),
                                        ("eGFR", "serum creatinine", "potassium"), ()),
    "hyperlipidemia": ("E78.5", ("an abnormal result on routine bloodwork",), ("LDL cholesterol", "triglycerides"), ()),
}
#: diagnoses only one sex has (a man's breast cancer is too rare for a generated record)
_SEX_ONLY = {"invasive ductal carcinoma of the left breast": "female", "adenocarcinoma of the prostate": "male"}
#: Diagnoses of later life: the youngest age a record gives one to (issue 19: an 18-year-old treated for essential
#: hypertension with amlodipine 10 mg, a 25-year-old with aortic stenosis).
_MIN_AGE = {"essential hypertension": 30, "type 2 diabetes mellitus": 30, "type 2 diabetes mellitus with hyperglycemia": 30,
            "paroxysmal atrial fibrillation": 45, "chronic obstructive pulmonary disease": 45,
            "chronic heart failure with reduced ejection fraction": 45, "coronary artery disease with stable angina": 45,
            "non-ST-elevation myocardial infarction": 40, "moderate aortic valve stenosis": 55,
            "non-small cell lung cancer": 45, "adenocarcinoma of the sigmoid colon": 40,
            "invasive ductal carcinoma of the left breast": 35, "adenocarcinoma of the prostate": 50,
            "primary osteoarthritis of the left knee": 45, "primary osteoarthritis of the right hip": 45,
            "age-related osteoporosis without fracture": 50, "stage 3b chronic kidney disease": 45, "hyperlipidemia": 30,
            "complete tear of the right rotator cuff": 35, "metabolic dysfunction-associated fatty liver disease": 25}
#: Every diagnosis (what a record type's matter may name).
DIAGNOSES: tuple[str, ...] = tuple(_CASES)


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
    ("aspirin", ("81 mg",), ("once daily",)),
    ("clopidogrel", ("75 mg",), ("once daily",)),
    ("amoxicillin-clavulanate", ("875 mg/125 mg",), ("twice daily for seven days",)),
    ("cephalexin", ("500 mg",), ("four times daily for ten days",)),
    ("meloxicam", ("7.5 mg", "15 mg"), ("once daily with food",)),
    ("alendronate", ("70 mg",), ("once weekly before breakfast",)),
    ("anastrozole", ("1 mg",), ("once daily",)),
    ("ondansetron", ("4 mg", "8 mg"), ("every eight hours as needed for nausea",)),
    ("dexamethasone", ("4 mg",), ("twice daily on the two days after each infusion",)),
    ("acetaminophen", ("500 mg", "1000 mg"), ("every six hours as needed for pain",)),
    ("oxycodone", ("5 mg",), ("every six hours as needed for severe pain, for up to five days",)),
    ("ketorolac", ("10 mg",), ("every six hours as needed for pain, for up to five days",)),
    ("sumatriptan", ("50 mg", "100 mg"), ("at the start of a migraine, up to twice a day",)),
    ("topiramate", ("25 mg", "50 mg"), ("twice daily",)),
    ("ferrous sulfate", ("325 mg",), ("once daily with orange juice",)),
    ("ocrelizumab", ("600 mg",), ("by infusion every six months",)),
    ("tamsulosin", ("0.4 mg",), ("once daily until the stone passes",)),
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
    ("troponin I", 0.09, 2.4, 2, " ng/mL"),
    ("PSA", 6.2, 24.0, 1, " ng/mL"),
    ("D-dimer", 780, 4200, 0, " ng/mL FEU"),
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
    "88305",
)

#: CPT code -> (the ICD-10 chapters of the diagnoses it is billed for, "" for any; what it is billed, low and high
#: dollars): a record's code fits its diagnosis and its billed amount fits the code (issue 19: psychotherapy, CPT
#: 90834, billed at $43,047 for aortic stenosis).
_CPT_FIT: dict[str, tuple[str, tuple[int, int]]] = {
    "99213": ("", (110, 260)), "99214": ("", (160, 350)), "99215": ("", (220, 480)), "99204": ("", (250, 520)),
    "93306": ("I", (1200, 3400)), "93224": ("I", (350, 1100)), "70551": ("G", (1800, 4600)),
    "72148": ("M", (1500, 4200)), "45385": ("DK", (2600, 6800)), "80053": ("", (40, 220)), "85025": ("", (25, 120)),
    "90834": ("F", (130, 240)), "90837": ("F", (170, 300)), "97110": ("MS", (90, 240)), "97161": ("MSG", (150, 320)),
    "71046": ("IJ", (120, 420)), "29881": ("MS", (7500, 22000)), "96413": ("CD", (600, 2400)),
    "77080": ("ME", (150, 450)), "93798": ("I", (120, 320)), "88305": ("", (90, 450)),
}


#: procedure -> (its CPT code, what it is billed, low and high dollars): a claim for an operation is billed under the
#: operation's code at an operation's price (reader10 class 9: "endoscopic carpal tunnel release ... CPT 85025",
#: a blood count, "billed $27.48").
_PROCEDURE_CPT: dict[str, tuple[str, tuple[int, int]]] = {
    "catheter ablation for atrial fibrillation": ("93656", (28000, 65000)),
    "lumbar microdiscectomy": ("63030", (14000, 38000)),
    "posterior spinal fusion at L4-L5": ("22630", (60000, 140000)),
    "colonoscopy with removal of two polyps": ("45385", (2600, 6800)),
    "implantation of a dual-chamber pacemaker": ("33208", (25000, 60000)),
    "percutaneous coronary intervention with a drug-eluting stent": ("92928", (18000, 45000)),
    "coronary artery bypass grafting times three": ("33512", (90000, 190000)),
    "a right upper lobectomy": ("32480", (40000, 95000)),
    "an excisional lymph node biopsy": ("38500", (3500, 9000)),
    "a laparoscopic sigmoid colectomy": ("44204", (35000, 80000)),
    "a left breast lumpectomy with sentinel node biopsy": ("19301", (9000, 24000)),
    "a robotic radical prostatectomy": ("55866", (30000, 70000)),
    "laparoscopic appendectomy": ("44970", (14000, 35000)),
    "laparoscopic cholecystectomy": ("47562", (15000, 38000)),
    "open reduction and internal fixation of the right wrist": ("25607", (12000, 30000)),
    "left total knee arthroplasty": ("27447", (30000, 65000)),
    "right total hip arthroplasty": ("27130", (30000, 65000)),
    "arthroscopic rotator cuff repair": ("29827", (14000, 35000)),
    "anterior cruciate ligament reconstruction": ("29888", (15000, 40000)),
    "endoscopic carpal tunnel release": ("29848", (4500, 12000)),
    "cataract extraction of the left eye": ("66984", (3500, 8000)),
    "open inguinal hernia repair": ("49505", (6000, 16000)),
    "total thyroidectomy": ("60240", (12000, 30000)),
}
#: Record types whose claim is for the record's procedure (an insurer's explanation of benefits for an operation).
_CLAIMS_PROCEDURE = re.compile(r"explanation of benefits")
_CPT_FIT.update({code: ("", billed) for code, billed in _PROCEDURE_CPT.values()})


def _cpt(ctx: ValueContext) -> str:
    """The record's CPT code: of its record type's matter, one billed for its diagnosis (an office visit or a lab
    panel for any), the same for every field of the record; an explanation of benefits is for the record's
    procedure, billed under that procedure's code."""
    if _CLAIMS_PROCEDURE.search(ctx.record_type) and (own := _PROCEDURE_CPT.get(_procedure(ctx))):
        return own[0]
    chapter = _diagnosis(ctx)[1][:1]
    options = drawn_choices(ctx, "medical", "billing_code", _CPT)
    fitting = [c for c in options if chapter in _CPT_FIT.get(c, ("",))[0] or not _CPT_FIT.get(c, ("",))[0]]
    return record_rng(ctx, "cpt").choice(fitting or list(options))


def _billed(ctx: ValueContext) -> str:
    """What the record's service is billed: in its CPT code's range."""
    low, high = _CPT_FIT.get(_cpt(ctx), ("", (185, 4500)))[1]
    return money(ctx, low, high)


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
    """The record's (diagnosis, ICD-10 code), the same for every field of one record.

    Drawn from the record type's matter (a cardiac plan's diagnosis is a cardiac one) by a generator seeded by
    the person, the record type and the record date (not ``ctx.rng``), so the diagnosis, its code, the complaint,
    the labs and the drugs agree whichever field is generated first.
    """
    p = ctx.profile
    seed = f"diagnosis|{p.first_name}|{p.last_name}|{p.date_of_birth}|{ctx.record_type}|{ctx.record_date.isoformat()}"
    options = drawn_choices(ctx, "medical", "diagnosis", DIAGNOSES)
    if _CLAIMS_PROCEDURE.search(ctx.record_type):  # a claim for an operation: a diagnosis one is done for
        options = [d for d in options if _CASES[d][3]] or options
    options = [d for d in options if _SEX_ONLY.get(d, p.sex) == p.sex] or list(options)
    options = [d for d in options if _MIN_AGE.get(d, 0) <= p.age] or options
    diagnosis = random.Random(seed).choice(options)
    return diagnosis, _CASES[diagnosis][0]


def _case_rng(ctx: ValueContext, what: str) -> random.Random:
    p = ctx.profile
    return random.Random(f"{what}|{p.first_name}|{p.last_name}|{ctx.record_type}|{ctx.record_date.isoformat()}")


def _complaint(ctx: ValueContext) -> str:
    """What brought the patient in: one of the record's diagnosis's presenting complaints."""
    return ctx.rng.choice(_CASES[_diagnosis(ctx)[0]][1])


#: Procedures a record names when its diagnosis needs none (a past operation in the surgical history).
_PAST_PROCEDURES = ("laparoscopic cholecystectomy", "laparoscopic appendectomy", "cataract extraction of the left eye",
                    "open inguinal hernia repair", "colonoscopy with removal of two polyps", "total thyroidectomy",
                    "arthroscopic rotator cuff repair", "endoscopic carpal tunnel release")


#: Every treatment goal (what a record type's ``matter`` narrows ``treatment_goal`` to).
TREATMENT_GOALS: tuple[str, ...] = (
    "walking a mile without stopping", "returning to full duty at work", "keeping the A1c under 7 percent",
    # (s25-contra, reader15 class 12: "full duty" is a work injury's word, not a psychiatric note's or a
    # home exercise sheet's; theirs is the working week)
    "getting back to full-time work",
    "fewer than two panic attacks a month", "sleeping through the night", "climbing stairs without pain",
    "finishing the planned treatment on schedule", "completing twelve weeks of supervised exercise",
    "returning to daily walks without chest pain", "keeping blood pressure under 130/80",
    "a PHQ-9 score in the mild range by the next review", "staying alcohol-free between visits",
    "keeping blood counts safe for the next cycle", "lifting a grandchild without shoulder pain",
    "typing for an hour without numbness", "buttoning a shirt and opening jars without help",
    # a consultation's, before any treatment is planned (reader4 R6: no "finishing the planned treatment" for a
    # new patient whose decision waits on the medical oncology visit)
    "a clear choice about radiotherapy after surgery", "keeping the cancer from coming back at the original site",
)  # fmt: skip
#: words of a diagnosis -> the goals that fit it (a shoulder tear is not helped toward climbing stairs)
_GOALS_FOR = (
    (("knee", "hip", "radiculopathy"), ("walking a mile without stopping", "climbing stairs without pain",
                                        "returning to full duty at work", "getting back to full-time work")),
    (("shoulder", "rotator cuff"), ("lifting a grandchild without shoulder pain", "returning to full duty at work",
                                     "getting back to full-time work")),
    (("wrist", "carpal", "radius"), ("typing for an hour without numbness", "returning to full duty at work",
                                        "getting back to full-time work")),
    # joint disease, not a nerve's: no numbness (issue 19)
    (("rheumatoid",), ("buttoning a shirt and opening jars without help", "returning to full duty at work",
                    "getting back to full-time work")),
    (("panic",), ("fewer than two panic attacks a month",)),
    (("alcohol",), ("staying alcohol-free between visits",)),
    # a depression's goal is the mood it lifts, not a night's sleep (issue 19: "helping Ms. X with sleeping through
    # the night" for major depression)
    (("depressive", "bipolar"), ("a PHQ-9 score in the mild range by the next review", "getting back to full-time work")),
    (("stress", "anxiety", "obsessive"), ("sleeping through the night", "getting back to full-time work")),
    (("attention",), ("getting back to full-time work",)),
)


def _treatment_goal(ctx: ValueContext) -> str:
    """A goal from the record type's matter that fits the diagnosis; none about work for a retired person."""
    goals = drawn_choices(ctx, "medical", "treatment_goal", TREATMENT_GOALS)
    diagnosis = _diagnosis(ctx)[0]
    fitting = next((g for words, g in _GOALS_FOR if any(w in diagnosis for w in words)), goals)
    choices = [g for g in goals if g in fitting] or list(goals)
    if ctx.profile.occupation.startswith("retired "):
        choices = [g for g in choices if "work" not in g] or [g for g in goals if "work" not in g] or choices
    return ctx.rng.choice(choices)


#: An organ an operation removes -> words of a diagnosis of that organ: no appendicitis after an appendectomy.
REMOVED_ORGANS: dict[str, tuple[str, ...]] = {
    "laparoscopic appendectomy": ("appendic",), "laparoscopic cholecystectomy": ("cholecyst", "gallbladder", "gallstone"),
    "total thyroidectomy": ("thyroid",), "cataract extraction of the left eye": ("cataract",),
}
#: Records written before the operation the diagnosis calls for: their surgical history is an earlier one.
BEFORE_SURGERY = frozenset({"inpatient admission history and physical", "surgical pathology biopsy report"})


def _procedure(ctx: ValueContext) -> str:
    """The record's procedure: one its diagnosis calls for (the operation itself, or the one rehabilitation
    follows), else a past operation in the history; an admission note, written before the operation, tells an
    earlier one, and never one that removed the organ now diseased (no "previously underwent laparoscopic
    appendectomy" beside acute appendicitis)."""
    diagnosis = _diagnosis(ctx)[0]
    own = _CASES[diagnosis][3]
    if own and ctx.record_type not in BEFORE_SURGERY:
        return _case_rng(ctx, "procedure").choice(own)
    past = [p for p in _PAST_PROCEDURES
            if p not in own and not any(w in diagnosis.lower() for w in REMOVED_ORGANS.get(p, ()))]
    return _case_rng(ctx, "procedure").choice(past)


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
    "coronary artery disease with stable angina": ("atorvastatin", "metoprolol succinate", "aspirin"),
    "non-ST-elevation myocardial infarction": ("atorvastatin", "metoprolol succinate", "aspirin", "clopidogrel"),
    "moderate aortic valve stenosis": ("furosemide",),
    "supraventricular tachycardia": ("metoprolol succinate",),
    "panic disorder": ("sertraline", "escitalopram"),
    "community-acquired pneumonia": ("amoxicillin-clavulanate",),
    "cellulitis of the right lower leg": ("cephalexin",),
    "primary osteoarthritis of the left knee": ("meloxicam",),
    "primary osteoarthritis of the right hip": ("meloxicam",),
    "complete tear of the right rotator cuff": ("meloxicam",),
    "age-related osteoporosis without fracture": ("alendronate",),
    "stage 3b chronic kidney disease": ("losartan", "furosemide"),
    "hyperlipidemia": ("atorvastatin",),
    "invasive ductal carcinoma of the left breast": ("anastrozole", "ondansetron"),
    "adenocarcinoma of the prostate": ("ondansetron",),
    "non-small cell lung cancer": ("ondansetron", "dexamethasone"),
    "diffuse large B-cell lymphoma": ("ondansetron", "prednisone"),
    "adenocarcinoma of the sigmoid colon": ("ondansetron", "dexamethasone"),
    # an injury's or an operation's own drugs (reader9 248: atorvastatin as the only drug of a 25-year-old after
    # ACL surgery, no analgesic): pain relief, and the case's own treatment
    "chronic migraine without aura": ("sumatriptan", "topiramate"),
    "iron deficiency anemia": ("ferrous sulfate",),
    "relapsing-remitting multiple sclerosis": ("ocrelizumab",),
    "acute appendicitis": ("acetaminophen", "oxycodone"),
    "acute cholecystitis": ("acetaminophen", "oxycodone"),
    "left ureteral stone": ("tamsulosin", "ketorolac"),
    "closed fracture of the right distal radius": ("acetaminophen", "oxycodone"),
    "tear of the anterior cruciate ligament of the left knee": ("acetaminophen", "oxycodone", "meloxicam"),
    "carpal tunnel syndrome of the right wrist": ("acetaminophen", "meloxicam"),
}
#: For a diagnosis no listed drug treats, the medication is for a common comorbidity.
_COMMON_DRUGS = ("atorvastatin", "omeprazole", "amlodipine", "lisinopril")


def _drug(ctx: ValueContext) -> tuple[str, tuple[str, ...], tuple[str, ...]]:
    """The record's drug (one that treats its diagnosis), the same for every field of one record."""
    drugs = _TREATS.get(_diagnosis(ctx)[0], _COMMON_DRUGS)
    return _case_rng(ctx, "drug").choice([m for m in _MEDICATIONS if m[0] in drugs])


def _medication(ctx: ValueContext) -> str:
    drug, doses, schedules = _drug(ctx)
    return f"{drug} {ctx.rng.choice(doses)} {ctx.rng.choice(schedules)}"


#: allergen -> drugs a patient allergic to it is not given (the same drug or its class).
_CROSS_ALLERGY = {
    "penicillin": ("amoxicillin-clavulanate", "cephalexin"), "amoxicillin": ("amoxicillin-clavulanate", "cephalexin"),
    "cephalexin": ("cephalexin",), "aspirin": ("aspirin", "meloxicam"), "ibuprofen": ("aspirin", "meloxicam"),
    "lisinopril": ("lisinopril",),
}


def _allergy(ctx: ValueContext) -> str:
    """An allergy that does not rule out the record's own drug (no penicillin allergy beside amoxicillin)."""
    drug = _drug(ctx)[0]
    allergens = [a for a in _ALLERGENS if drug not in _CROSS_ALLERGY.get(a, ())]
    care = _case_care(_diagnosis(ctx)[0])
    allergens = [a for a in allergens if not any(w in care for w in _RULED_OUT_BY.get(a, ()))] or allergens
    return f"{ctx.rng.choice(allergens)} ({ctx.rng.choice(_REACTIONS)})"


#: A drug -> the results a prescriber watches on it (a case that watches nothing of its own tells these): an
#: antipsychotic's glucose and lipids, lithium's thyroid and kidneys, warfarin's INR.
_MONITORED_BY = {"quetiapine": ("fasting glucose", "triglycerides"), "lithium carbonate": ("TSH", "serum creatinine"),
                 "warfarin": ("INR",)}
#: Words of a psychiatric diagnosis.
_PSYCHIATRIC = ("stress", "anxiety", "panic", "obsessive", "attention", "depressive", "bipolar")


def _lab(ctx: ValueContext) -> str:
    """A notable result of an analyte the diagnosis's workup watches (any analyte when it names none)."""
    diagnosis = _diagnosis(ctx)[0]
    watched = _CASES[diagnosis][2] or _MONITORED_BY.get(_drug(ctx)[0], ())  # (a drug's own monitoring)
    if not watched and any(w in diagnosis for w in _PSYCHIATRIC):  # a thyroid check rules out a physical cause, in
        return f"TSH {ctx.rng.uniform(0.6, 3.8):.1f} mIU/L"  # range (reader9 14: hemoglobin in a psychiatric visit)
    if not watched:  # a case with nothing to watch (a torn ligament): a routine count, in range (reader4 R7)
        low, high = (12.0, 15.5) if ctx.profile.sex == "female" else (13.5, 17.2)
        return f"hemoglobin {ctx.rng.uniform(low, high):.1f} g/dL"
    name, low, high, decimals, unit = ctx.rng.choice([lab for lab in _LABS if lab[0] in watched])
    value = ctx.rng.uniform(low, high)
    number = f"{value:.{decimals}f}" if decimals else f"{round(value)}"
    return f"{name} {number}{unit}"


#: words of a diagnosis whose patients' blood pressure runs high (a 27-year-old with appendicitis is not 177/85).
_RAISED_PRESSURE = ("hypertension", "kidney", "diabetes", "aortic", "coronary", "myocardial", "heart failure")


def _blood_pressure(ctx: ValueContext) -> str:
    """A reading that fits the patient's age and case: high for a hypertensive or cardiac case, normal to mildly
    raised otherwise, lower for the young."""
    raised = any(w in _diagnosis(ctx)[0] for w in _RAISED_PRESSURE)
    high = 182 if raised else (132 if ctx.profile.age < 40 else 146)
    systolic = ctx.rng.randint(118 if raised else 104, high)
    diastolic = ctx.rng.randint(58, min(112 if raised else 88, systolic - 30))
    return f"{systolic}/{diastolic} mmHg"


#: words of an operation -> the anesthesia it is done under and the blood it usually loses (reader4 R7: a nerve
#: block with sedation for an appendectomy).
_OPERATION_FACTS = (
    (("appendectomy", "cholecystectomy", "colectomy", "prostatectomy"), ("general anesthesia",),
     ("minimal", "about 10 mL", "about 25 mL")),
    (("arthroplasty",), ("spinal anesthesia with sedation", "general anesthesia"),
     ("about 150 mL", "about 250 mL", "about 300 mL")),
    (("rotator cuff",), ("general anesthesia with an interscalene nerve block",), ("minimal", "about 10 mL")),
    (("cruciate",), ("general anesthesia", "general anesthesia with an adductor canal block"), ("minimal", "about 25 mL")),
    (("fixation",), ("general anesthesia", "a regional nerve block with sedation"), ("about 25 mL", "about 50 mL")),
    (("carpal tunnel",), ("a regional nerve block with sedation", "local anesthesia with sedation"), ("minimal",)),
)


def _operation_facts(ctx: ValueContext) -> tuple[tuple[str, ...], tuple[str, ...]]:
    procedure = _procedure(ctx)
    return next(((anesthesia, loss) for words, anesthesia, loss in _OPERATION_FACTS
                 if any(w in procedure for w in words)), (("general anesthesia",), ("minimal", "about 50 mL")))


#: words of a diagnosis -> where its patient goes from hospital: therapy after a joint or a fracture, home after an
#: appendectomy (reader4 R7: "discharged to home with outpatient physical therapy" after an appendectomy).
_DISPOSITIONS = (
    (("osteoarthritis",), ("home with outpatient physical therapy", "an inpatient rehabilitation unit",
                           "a skilled nursing facility for short-term rehab", "home with a visiting nurse")),
    (("fracture", "cruciate", "rotator cuff"), ("home with outpatient physical therapy", "home with family support")),
    (("appendicitis", "cholecystitis", "stone", "cellulitis", "tachycardia", "thrombosis"),
     ("home with family support", "home with no services needed")),
)


def _disposition(ctx: ValueContext) -> str:
    diagnosis = _diagnosis(ctx)[0]
    options = next((d for words, d in _DISPOSITIONS if any(w in diagnosis for w in words)),
                   ("home with a visiting nurse", "home with family support", "home with no services needed")
                   + (("a skilled nursing facility for short-term rehab",) if ctx.profile.age >= 70 else ()))
    return ctx.rng.choice(options)


#: words of a diagnosis -> what the examining clinician finds: the condition's own signs (s29-med: an admission for
#: appendicitis with no examination; no crackles in appendicitis), a mental status examination for a psychiatric
#: case. No rate or pressure here: the note's own vital-sign fields tell those.
_EXAM_FOR = (
    (("appendicitis",), ("tenderness at McBurney's point with voluntary guarding and rebound tenderness in the right "
                         "lower quadrant", "right lower quadrant tenderness with guarding and a positive Rovsing sign")),
    (("cholecystitis",), ("right upper quadrant tenderness with a positive Murphy sign and no jaundice",
                          "tenderness and guarding under the right ribs, a positive Murphy sign and anicteric sclerae")),
    (("pneumonia",), ("crackles and bronchial breath sounds over the right lower lobe",
                      "dullness to percussion and coarse crackles at the right base")),
    (("myocardial infarction",), ("a regular rhythm without murmur, clear lungs and no jugular venous distension",
                                  "an anxious, diaphoretic patient with a regular rhythm, no murmur and clear lungs")),
    (("heart failure",), ("jugular venous distension, bibasilar crackles and pitting edema of both legs to the knees",
                          "an S3 gallop, crackles at both bases and pitting edema of both ankles")),
    (("pulmonary disease",), ("diffuse expiratory wheezes with a prolonged expiratory phase and use of accessory muscles",
                              "poor air entry with scattered wheezes and pursed-lip breathing")),
    (("embolism",), ("clear lungs, a regular rhythm and no leg swelling", "clear lungs with no wheeze and soft, non-tender calves")),
    (("ureteral stone",), ("left costovertebral angle tenderness with a soft, non-tender abdomen",)),
    (("cellulitis",), ("a warm, tender area of erythema on the right shin about 10 by 8 cm, with no fluctuance",)),
    (("radius",), ("swelling and a dinner-fork deformity of the right wrist, with intact sensation and a good radial pulse",)),
    (("thrombosis",), ("a swollen left calf 3 cm larger than the right, tender along the deep veins",)),
    (("supraventricular",), ("a regular rhythm after conversion, no murmur and clear lungs",)),
    (("asthma",), ("scattered expiratory wheezes in both lungs without accessory muscle use",)),
    (("diabetes",), ("intact monofilament sensation in both feet with palpable pedal pulses and no ulcers",
                     "healthy skin on both feet with normal sensation and pedal pulses")),
    (("hypertension",), ("a regular heart rhythm with no murmur, clear lungs and no leg edema",)),
    (("hyperlipidemia",), ("a regular rhythm without murmur, no carotid bruits and no xanthomas",)),
    (("thyroid",), ("a firm, mildly enlarged thyroid without nodules and slow-relaxing ankle reflexes",)),
    (("fatty liver",), ("a soft abdomen with the liver edge felt 2 cm below the ribs and no tenderness",)),
    (("anemia",), ("pale conjunctivae and a soft systolic flow murmur",)),
    (("kidney",), ("trace pitting edema at both ankles with clear lungs",)),
    (("depressive",), ("an alert, casually dressed patient with slowed speech, a depressed mood, constricted affect and no "
                       "suicidal ideation", "a tired-looking patient with soft speech, a low mood, tearful affect, "
                       "linear thinking and no suicidal ideation")),
    (("anxiety", "panic"), ("a restless but oriented patient with rapid speech, an anxious mood, congruent affect and no "
                            "suicidal ideation",)),
    (("stress",), ("a hypervigilant, guarded patient with an anxious mood, restricted affect and no suicidal ideation",)),
    (("bipolar",), ("a cooperative patient with normal-rate speech, a mildly low mood, reactive affect and no "
                    "psychotic features",)),
    (("obsessive",), ("a cooperative patient with an anxious mood, good insight into the rituals and no psychotic "
                      "features",)),
    (("attention",), ("a fidgety but alert patient with tangential, redirectable speech and a euthymic mood",)),
    (("alcohol",), ("an alert, oriented patient with no tremor or sweating, a mildly anxious mood and fair insight",)),
    (("cruciate",), ("a positive Lachman test on the left with a soft end point and a trace effusion",)),
    (("left knee",), ("a small effusion of the left knee with medial joint-line tenderness and crepitus",
                      "tenderness along the left medial joint line with a trace effusion")),
    (("right hip",), ("pain at the right groin on internal rotation of the hip and a positive FABER test",)),
    (("rotator cuff",), ("tenderness over the right greater tuberosity with a positive drop-arm test",)),
    (("radiculopathy",), ("a positive straight-leg raise at 40 degrees on the painful side with a reduced ankle reflex",)),
    (("carpal",), ("positive Tinel and Phalen signs at the right wrist with reduced two-point discrimination",)),
    (("rheumatoid",), ("swelling and tenderness of the knuckle joints of both hands",)),
)

#: words of an acute diagnosis -> the imaging or tracing its admission or emergency visit gets (s29-med); a lung's
#: findings on the side its examination heard them (the right lower lobe in both).
_STUDIES_FOR = (
    (("appendicitis",), ("a CT of the abdomen and pelvis showing a dilated appendix of 12 mm with wall thickening and "
                         "surrounding fat stranding, without abscess",)),
    (("cholecystitis",), ("a right upper quadrant ultrasound showing gallstones, a thickened gallbladder wall of 5 mm with "
                          "pericholecystic fluid and a positive sonographic Murphy sign",)),
    (("pneumonia",), ("a chest X-ray showing consolidation in the right lower lobe without effusion",
                      "a chest X-ray showing right lower lobe consolidation with a small effusion")),
    (("myocardial infarction",), ("an ECG showing 1 mm ST depression in leads V4 to V6, without ST elevation",)),
    (("heart failure",), ("a chest X-ray showing cardiomegaly, pulmonary vascular congestion and small bilateral "
                          "effusions",)),
    (("pulmonary disease",), ("a chest X-ray showing hyperinflated lungs without consolidation",)),
    (("embolism",), ("a CT pulmonary angiogram showing filling defects in the right lower lobe segmental arteries, "
                     "without right heart strain",)),
    (("ureteral stone",), ("a non-contrast CT showing a 5 mm stone in the left proximal ureter with mild hydronephrosis",)),
    (("cellulitis",), ("an ultrasound of the right shin showing subcutaneous edema without an abscess",)),
    (("radius",), ("an X-ray of the right wrist showing a dorsally angulated extra-articular fracture of the distal "
                   "radius",)),
    (("thrombosis",), ("a duplex ultrasound showing a non-compressible thrombus in the left popliteal and femoral veins",)),
    (("supraventricular",), ("an ECG showing a regular narrow-complex tachycardia at 184 beats per minute",)),
)

#: words of a diagnosis -> what an admission sets in motion (inpatient admission history and physical) and what an
#: emergency department did before sending the patient home: appendicitis goes to an appendectomy, not straight
#: home (s29-med).
_ADMISSION_PLAN_FOR = (
    (("appendicitis",), "admission to general surgery, nothing by mouth, IV fluids, IV ceftriaxone and metronidazole, "
                        "with a laparoscopic appendectomy today"),
    (("cholecystitis",), "admission to general surgery, nothing by mouth, IV fluids, IV ceftriaxone and metronidazole, "
                         "with a laparoscopic cholecystectomy within 72 hours"),
    (("pneumonia",), "admission to the medical ward for IV ceftriaxone and azithromycin, oxygen to keep saturation above "
                     "92 percent, and blood and sputum cultures"),
    (("myocardial infarction",), "admission to the cardiac unit on aspirin, ticagrelor, IV heparin and high-intensity "
                                 "atorvastatin, with coronary angiography within 24 hours"),
    (("heart failure",), "admission to telemetry for IV furosemide, daily weights, a fluid restriction and a repeat "
                         "echocardiogram"),
    (("pulmonary disease",), "admission to the medical ward for nebulized bronchodilators, prednisone 40 mg daily for "
                             "five days and oxygen to a saturation of 88 to 92 percent"),
    (("embolism",), "admission to telemetry on a weight-based heparin infusion, changing to {drug} before discharge"),
)
_ED_TREATMENT_FOR = (
    (("pneumonia",), "a first dose of amoxicillin-clavulanate and azithromycin in the department, then a five-day course "
                     "at home"),
    (("ureteral stone",), "IV ketorolac and fluids in the department, then tamsulosin and a urine strainer at home"),
    (("cellulitis",), "a first dose of cephalexin in the department, with the edge of the redness marked in pen, then a "
                      "seven-day course at home"),
    (("radius",), "closed reduction under a hematoma block and a sugar-tong splint, with a check X-ray after"),
    (("thrombosis",), "enoxaparin by injection and a first dose of {drug} in the department, with {drug} continued at "
                      "home"),
    (("supraventricular",), "vagal maneuvers and then adenosine 6 mg IV, which restored sinus rhythm, and four hours of "
                            "observation"),
)

#: words of a diagnosis -> a therapist's measures of the joint it affects: (range of motion, strength, gait)
#: (s29-med: a physical therapy evaluation with only a blood pressure and a weight).
_MEASURES_FOR = (
    (("left knee", "cruciate"), (
        ("left knee flexion 0 to 105 degrees against 0 to 135 on the right",
         "left knee 5 to 110 degrees, lacking 5 degrees of full extension"),
        ("left quadriceps 4-/5 and hamstrings 4/5, right leg 5/5", "left quadriceps 4/5 with a 5-degree extensor lag"),
        ("an antalgic gait with a shortened stance on the left, without an assistive device",
         "a guarded gait with reduced knee bend on the left, walking without a cane"))),
    (("right hip",), (
        ("right hip flexion 90 degrees and internal rotation 10 degrees, both painful at end range",),
        ("right hip abductors 4-/5 and flexors 4/5",),
        ("an antalgic gait with a Trendelenburg lurch to the right, using a cane outdoors",))),
    (("rotator cuff",), (
        ("right shoulder active flexion 95 degrees and abduction 80 degrees, passive flexion 150 degrees",),
        ("right shoulder external rotation 3+/5 and abduction 3/5",),
        ("a normal gait with reduced arm swing on the right",))),
    (("radiculopathy",), (
        ("lumbar flexion limited to 40 degrees, fingertips to mid-shin, with leg pain at end range",),
        ("ankle plantarflexion 4/5 on the painful side, other leg muscles 5/5",),
        ("a slow gait with reduced push-off on the painful side",))),
    (("radius",), (
        ("right wrist flexion 45 degrees, extension 40 degrees and supination 60 degrees",),
        ("right grip 38 lb against 70 lb on the left, wrist extensors 4-/5",),
        ("a normal gait",))),
    (("carpal",), (
        ("a full arc of right wrist motion, 70 degrees of flexion and of extension",),
        ("right thumb abduction 4/5, grip 48 lb against 62 lb on the left",),
        ("a normal gait",))),
    (("rheumatoid",), (
        ("knuckle flexion of 70 degrees in both hands, short of a full fist",),
        ("grip 28 lb on the right and 25 lb on the left, wrist extensors 4/5",),
        ("a normal gait",))),
)


def _for(table: tuple, diagnosis: str):
    """The entry of ``table`` whose words the diagnosis holds (None when none does)."""
    return next((entry for words, entry in table if any(w in diagnosis for w in words)), None)


def _exam(ctx: ValueContext) -> str:
    """What the examination of the record's case found (a general one where the diagnosis has no own signs)."""
    return ctx.rng.choice(_for(_EXAM_FOR, _diagnosis(ctx)[0]) or ("a regular rhythm, clear lungs and a soft abdomen",))


def _study(ctx: ValueContext) -> str:
    """The case's imaging or tracing (a chest X-ray showing clear lungs where the diagnosis names none)."""
    return ctx.rng.choice(_for(_STUDIES_FOR, _diagnosis(ctx)[0]) or ("a chest X-ray showing clear lungs",))


def _admission_plan(ctx: ValueContext) -> str:
    """What the case's admission sets going (an operation for a surgical case; the case's own anticoagulant)."""
    plan = _for(_ADMISSION_PLAN_FOR, _diagnosis(ctx)[0]) or "admission to the medical ward for treatment and monitoring"
    return plan.format(drug=_drug(ctx)[0])


def _ed_treatment(ctx: ValueContext) -> str:
    """What the emergency department gave the case before sending the patient home (its own drug continued)."""
    given = _for(_ED_TREATMENT_FOR, _diagnosis(ctx)[0]) or "pain relief and a period of observation in the department"
    return given.format(drug=_drug(ctx)[0])


#: allergen -> words of a case's care that it rules out (no penicillin allergy beside a penicillin or a
#: cephalosporin given on admission, no contrast allergy beside a contrast CT).
_RULED_OUT_BY = {
    "penicillin": ("amoxicillin", "piperacillin", "ceftriaxone", "cephalexin"),
    "amoxicillin": ("amoxicillin", "piperacillin", "ceftriaxone", "cephalexin"),
    "cephalexin": ("cephalexin", "ceftriaxone"), "aspirin": ("aspirin", "ketorolac"), "ibuprofen": ("aspirin", "ketorolac"),
    "iodinated contrast dye": ("a CT of the abdomen", "CT pulmonary angiogram"),
}


def _case_care(diagnosis: str) -> str:
    """Every drug and study the case's admission or emergency visit may name, as one text."""
    return " ".join([_for(_ADMISSION_PLAN_FOR, diagnosis) or "", _for(_ED_TREATMENT_FOR, diagnosis) or "",
                     *(_for(_STUDIES_FOR, diagnosis) or ())])


def _measure(which: int) -> Generator:
    """A generator of the case's range of motion (0), strength (1) or gait (2)."""
    def generate(ctx: ValueContext) -> str:
        measures = _for(_MEASURES_FOR, _diagnosis(ctx)[0])
        return ctx.rng.choice(measures[which]) if measures else ("full", "5/5 throughout", "a normal gait")[which]
    return generate


def _stature(ctx: ValueContext) -> int:
    """The person's height in inches, by sex (59-70 for a woman, 64-76 for a man): the same in all their records."""
    return person_rng(ctx, "height").randint(*((59, 70) if ctx.profile.sex == "female" else (64, 76)))


def _height(ctx: ValueContext) -> str:
    feet, inches = divmod(_stature(ctx), 12)
    return f"{feet} ft {inches} in"


def _body_weight(ctx: ValueContext) -> str:
    """Weight and BMI at the person's own height."""
    height_in = _stature(ctx)
    bmi = ctx.rng.uniform(18.8, 41.5)
    pounds = round(bmi * height_in**2 / 703)
    return f"{pounds} lb (BMI {pounds * 703 / height_in**2:.1f})"


#: words of a diagnosis -> the screening tools its visits score (issue 19: an Epworth sleepiness score leading an
#: ADHD note); a diagnosis not listed is screened with the routine primary-care tools.
_SCREENS_FOR = (
    (("depressive", "bipolar"), ("PHQ-9",)), (("anxiety", "panic", "obsessive"), ("GAD-7", "PHQ-9")),
    (("stress",), ("PCL-5",)), (("alcohol",), ("AUDIT-C",)), (("attention",), ("PHQ-9", "GAD-7")),
)
_ROUTINE_SCREENS = ("PHQ-9", "GAD-7", "AUDIT-C")


def _screening(ctx: ValueContext) -> str:
    diagnosis = _diagnosis(ctx)[0]
    tools = next((t for words, t in _SCREENS_FOR if any(w in diagnosis for w in words)), _ROUTINE_SCREENS)
    tool, low, high, bands = ctx.rng.choice([s for s in _SCREENINGS if s[0] in tools])
    score = ctx.rng.randint(low, high)
    label = next(text for upper, text in bands if score <= upper)
    return f"{score} on the {tool} ({label})"


#: Kinds of substance use that are tobacco (told by ``smoking_status`` where the record holds it).
_TOBACCO_KINDS = frozenset({0, 1, 4})


def _substance_use(ctx: ValueContext) -> str:
    """A substance-use history the person's age allows (a pack-year history only from 25, at most a pack a day
    since 16), and no tobacco where the record tells tobacco use in ``smoking_status`` (issue 19: no "former smoker
    with a 20 pack-year history" beside "a 29 pack-year smoking history" at 18)."""
    rng = ctx.rng
    rt = record_type_of(ctx, "medical")
    kinds = [k for k in range(8) if not (rt is not None and "smoking_status" in rt.fields and k in _TOBACCO_KINDS)
             and not (k == 0 and ctx.profile.age < 25)]
    kind = rng.choice(kinds)
    if kind == 0:
        years = min(40, ctx.profile.age - 16)
        return f"a {rng.randint(min(5, years), years)} pack-year smoking history, quit in {_past_year(ctx, 25)}"
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


#: words of a diagnosis -> the family history a clinician asks about for it (issue 19: a psychiatric intake led by a
#: sister's cardiomyopathy; a bone density report by a grandfather's): psychiatric illness for a psychiatric case,
#: heart disease for a cardiac one, cancers for a cancer; any condition of the pool for the rest.
_FAMILY_FOR = (
    (("depressive", "anxiety", "stress", "bipolar", "panic", "obsessive", "attention", "alcohol"),
     ("bipolar disorder", "alcohol use disorder", "major depressive disorder", "schizophrenia", "panic disorder")),
    (("myocardial", "coronary", "heart", "atrial", "tachycardia", "aortic", "hypertension", "hyperlipidemia",
      "embolism", "thrombosis"),
     ("myocardial infarction", "sudden cardiac death", "hypertrophic cardiomyopathy", "ischemic stroke",
      "abdominal aortic aneurysm", "type 2 diabetes")),
    (("cancer", "carcinoma", "lymphoma"),
     ("colorectal cancer", "breast cancer", "prostate cancer", "pancreatic cancer", "melanoma", "lymphoma")),
    (("osteoporosis", "osteoarthritis", "fracture"), ("osteoporosis with a hip fracture", "rheumatoid arthritis",
                                                      "type 2 diabetes")),
    (("diabetes", "thyroid", "kidney", "fatty liver"), ("type 2 diabetes", "kidney failure requiring dialysis",
                                                        "myocardial infarction", "hypothyroidism")),
)
#: relation -> how much older than the patient the relative is (years; negative: younger)
_RELATION_AGE = {"mother": (20, 42), "father": (20, 45), "maternal grandmother": (40, 70),
                 "maternal grandfather": (40, 72), "paternal grandmother": (40, 70), "paternal grandfather": (40, 72),
                 "older brother": (1, 12), "younger sister": (-12, -1), "maternal aunt": (15, 45),
                 "paternal uncle": (15, 45)}
#: relation -> its sex (the last word says it), and family conditions only one sex has (reader9 82: "a maternal aunt
#: with prostate cancer"; a man's breast cancer is too rare for a generated record's family history)
_RELATION_SEX = {r: ("female" if r.rsplit(" ", 1)[-1] in ("mother", "grandmother", "sister", "aunt") else "male")
                 for r in _FAMILY_RELATIONS}
_FAMILY_SEX_ONLY = {"prostate cancer": "male", "breast cancer": "female", "ovarian cancer": "female"}
#: condition -> the ages it is diagnosed at (others: 35-81)
_ONSET = {"bipolar disorder": (17, 45), "alcohol use disorder": (18, 55), "major depressive disorder": (16, 60),
          "schizophrenia": (17, 35), "panic disorder": (18, 45), "early-onset Alzheimer disease": (45, 64),
          "hypertrophic cardiomyopathy": (20, 60), "systemic lupus erythematosus": (18, 50),
          "osteoporosis with a hip fracture": (60, 90)}


def _family_history(ctx: ValueContext) -> str:
    """A relative's condition that bears on the record's diagnosis, diagnosed at an age the relative has reached
    (issue 19: no "younger sister ... diagnosed at age 61" for a patient of 40)."""
    diagnosis = _diagnosis(ctx)[0]
    pool = next((c for words, c in _FAMILY_FOR if any(w in diagnosis for w in words)), _FAMILY_CONDITIONS)
    condition = ctx.rng.choice(pool)
    low, high = _ONSET.get(condition, (35, 81))
    sex = _FAMILY_SEX_ONLY.get(condition)
    fits = [r for r in _FAMILY_RELATIONS if ctx.profile.age + _RELATION_AGE[r][1] >= low
            and sex in (None, _RELATION_SEX[r])]
    relation = ctx.rng.choice(fits or ["maternal grandmother"])
    near, far = _RELATION_AGE[relation]
    reached = ctx.profile.age + ctx.rng.randint(max(near, low - ctx.profile.age), far)
    age = ctx.rng.randint(low, max(low, min(high, reached)))
    if condition == "sudden cardiac death":
        return f"{_article(relation)} {relation} who died suddenly of a heart condition at age {age}"
    return f"{_article(relation)} {relation} with {condition} diagnosed at age {age}"


#: The credentials of whoever treats the person in a subcategory's records (a cardiologist's FACC on a cardiology
#: report, a therapist's DPT on a physical therapy evaluation, not an MD), and whether "Dr." may stand for them.
_CREDENTIALS: dict[str, tuple[tuple[str, ...], bool]] = {
    "cardiology": (("MD, FACC", "DO, FACC", "MD", "NP", "PA-C"), True),
    "mental health": (("MD", "DO", "PMHNP-BC", "PhD", "PsyD", "LCSW", "LPC"), True),
    "hospital care": (("MD", "DO", "MD, FACS", "PA-C", "NP"), True),
    "oncology": (("MD", "DO", "NP", "PA-C"), True),
    "physical rehabilitation": (("PT, DPT", "DPT", "PT", "OTR/L", "PT, DPT, OCS"), False),
}
_CREDENTIALS_ELSEWHERE = (("MD", "DO", "NP", "PA-C", "DO, MPH"), True)
#: Record types whose clinician's credentials differ from their subcategory's.
_RECORD_TYPE_CREDENTIALS: dict[str, tuple[tuple[str, ...], bool]] = {
    "occupational therapy progress report": (("OTR/L", "OTD, OTR/L", "MS, OTR/L"), False),
    "physical therapy initial evaluation": (("PT, DPT", "DPT", "PT", "PT, DPT, OCS"), False),
    "psychotherapy progress note": (("LCSW", "LPC", "PhD", "PsyD", "LMFT"), False),
    "operative report": (("MD, FACS", "MD", "DO"), True),
    # a scan, a slide, a heart tracing and a tumor board are read and led by physicians (reader4 class 2)
    "lumbar spine MRI report": (("MD", "DO"), True),
    "bone density scan report": (("MD", "DO"), True),
    "surgical pathology biopsy report": (("MD", "DO", "MD, FCAP"), True),
    "echocardiogram report": (("MD, FACC", "DO, FACC", "MD"), True),
    "Holter monitor summary": (("MD, FACC", "DO, FACC", "MD"), True),
    "tumor board summary": (("MD", "DO"), True),
    "radiation oncology consultation note": (("MD", "DO"), True),
    "chemotherapy treatment plan": (("MD", "DO"), True),
    # the pharmacist goes through the medicines, not a physician
    "pharmacy medication reconciliation": (("PharmD", "PharmD, BCPS", "RPh"), False),
}


def clinician_credentials(record_type: str, subcategory: str) -> tuple[str, ...]:
    """The credentials a treating clinician of ``record_type`` (in ``subcategory``) may hold."""
    return (_RECORD_TYPE_CREDENTIALS.get(record_type) or _CREDENTIALS.get(subcategory, _CREDENTIALS_ELSEWHERE))[0]


def _clinician(ctx: ValueContext) -> str:
    """The treating clinician with credentials that fit the record's kind of care (see :data:`_CREDENTIALS`)."""
    name = person_name(ctx)
    rt = record_type_of(ctx, "medical")
    subcategory = rt.subcategory if rt is not None else ""
    credentials, doctor = (_RECORD_TYPE_CREDENTIALS.get(ctx.record_type)
                           or _CREDENTIALS.get(subcategory, _CREDENTIALS_ELSEWHERE))
    if doctor and ctx.rng.random() < 0.5:
        return f"Dr. {name}"
    return f"{name}, {ctx.rng.choice(credentials)}"


def _facility(ctx: ValueContext) -> str:
    """The clinic or hospital that issues the record: a kind its record type names (a cardiac rehabilitation
    plan comes from a cardiac rehabilitation unit, not a behavioral health clinic)."""
    return issuer_name(ctx, "medical", _FACILITY_KINDS)


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


def _carrier(ctx: ValueContext) -> str:
    """The person's health insurer: the same in the plan's name and as the body that pays the claim."""
    return _case_rng(ctx, "carrier").choice(_CARRIERS)


def _insurance_plan(ctx: ValueContext) -> str:
    plans = _PLANS_65_PLUS if ctx.profile.age >= 65 else _PLANS_UNDER_65
    return f"{_carrier(ctx)} {ctx.rng.choice(plans)}"


# --- the category -------------------------------------------------------------------------

_CONDITION = "health condition"
_CARE = "care team"
_BILLING = "insurance and billing"


#: field key -> value generator; the field's wording lives in privasis_hub/data/privasis/medical.yaml.
GENERATORS: dict[str, Generator] = {
    "diagnosis": lambda ctx: _diagnosis(ctx)[0],
    "diagnosis_code": lambda ctx: f"ICD-10 {_diagnosis(ctx)[1]}",
    "current_medication": _medication,
    "chief_complaint": _complaint,
    "surgical_procedure": _procedure,
    "anesthesia_type": lambda ctx: ctx.rng.choice(_operation_facts(ctx)[0]),
    "estimated_blood_loss": lambda ctx: ctx.rng.choice(_operation_facts(ctx)[1]),
    "discharge_disposition": _disposition,
    "exam_finding": _exam,
    "imaging_result": _study,
    "admission_plan": _admission_plan,
    "ed_treatment": _ed_treatment,
    "range_of_motion": _measure(0),
    "strength_grade": _measure(1),
    "gait_assessment": _measure(2),
    "treatment_goal": _treatment_goal,
    "known_allergy": _allergy,
    "blood_pressure": _blood_pressure,
    "body_weight": _body_weight,
    "height_measurement": _height,
    "lab_result": _lab,
    "screening_score": _screening,
    "substance_use": _substance_use,
    "family_medical_history": _family_history,
    "symptom_onset_date": lambda ctx: date_within(ctx, 150, -3),
    "test_ordering_date": lambda ctx: date_within(ctx, 14, -1),
    "treating_clinician": _clinician,
    "care_facility": _facility,
    "medical_record_number": lambda ctx: safe_ids.medical_record_number(ctx.rng),
    "visit_date": lambda ctx: date_within(ctx, 21, -1),
    "follow_up_appointment": _follow_up,
    "emergency_contact": _relative,
    "preferred_pharmacy": _pharmacy,
    "health_insurance_plan": _insurance_plan,
    "health_insurer": _carrier,
    "health_plan_member_id": lambda ctx: safe_ids.internal_id(ctx.rng, ctx.rng.choice(_MEMBER_PREFIXES)),
    "medical_claim_number": lambda ctx: code(ctx, "CLM", 10),
    # the service the record type bills (its matter): a metabolic panel is 80053, a pathology report 88305
    "billing_code": lambda ctx: f"CPT {_cpt(ctx)}",
    "billed_amount": _billed,
    "patient_responsibility": lambda ctx: money(ctx, 15, 3600),
}

#: Generated fields whose values a record type's ``matter`` may narrow.
#: generated field -> every value it can draw, that another field's ``goes_with`` may name (an operation's own
#: activity restriction: skeletons' medical.yaml activity_restriction)
GOES_WITH_VALUES: dict[str, tuple[str, ...]] = {
    "surgical_procedure": tuple(dict.fromkeys([p for c in _CASES.values() for p in c[3]] + list(_PAST_PROCEDURES)))}
POOLS: dict[str, tuple[str, ...]] = {"diagnosis": DIAGNOSES, "treatment_goal": TREATMENT_GOALS, "billing_code": _CPT}
