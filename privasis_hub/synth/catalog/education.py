"""Education records: schools, special education, admissions, financial aid, transcripts, research."""

from __future__ import annotations

import datetime as dt

from privasis_hub import safe_ids
from privasis_hub.synth.catalog import (
    Category,
    FieldSpec,
    ValueContext,
    choice,
    money,
    person_name,
)

# --- value pools -------------------------------------------------------------------------

_PROGRAMS = (
    "Mechanical Engineering (B.S.)",
    "Nursing (B.S.N.)",
    "Accounting (B.B.A.)",
    "Computer Science (B.S.)",
    "Psychology (B.A.)",
    "Elementary Education (B.S.Ed.)",
    "Public Health (M.P.H.)",
    "Social Work (M.S.W.)",
    "Business Administration (M.B.A.)",
    "History (B.A.)",
    "Biochemistry (Ph.D.)",
    "Electrical Engineering (M.S.)",
    "Paralegal Studies (A.A.S.)",
    "Welding Technology (certificate)",
    "Dental Hygiene (A.A.S.)",
    "Criminal Justice (B.S.)",
    "Graphic Design (B.F.A.)",
    "Economics (Ph.D.)",
    "Sociology (M.A.)",
    "Data Science (M.S.)",
    "Medical Assisting (certificate)",
    "Early Childhood Education (A.A.)",
    "Full-Stack Web Development (bootcamp)",
    "English for Speakers of Other Languages (Level 4)",
    "Adult High School Equivalency (GED preparation)",
)

_COURSES = (
    "MATH 221 Linear Algebra",
    "CHEM 1110 General Chemistry I",
    "BIOL 201 Human Anatomy and Physiology",
    "ENGL 101 College Composition",
    "ACCT 210 Financial Accounting",
    "PSYC 100 Introduction to Psychology",
    "CS 161 Data Structures",
    "HIST 230 The American Civil War",
    "STAT 250 Applied Statistics",
    "NURS 340 Pharmacology for Nurses",
    "ECON 202 Principles of Macroeconomics",
    "PHYS 150 Mechanics and Waves",
    "EDUC 310 Classroom Management",
    "Algebra II (Period 3)",
    "AP Biology (Period 5)",
    "Grade 7 English Language Arts",
)
_GRADES = ("A", "A-", "B+", "B", "B-", "C+", "C", "C-", "D+", "D", "F", "W", "Incomplete")

_STANDINGS = (
    "academic probation for a second consecutive term",
    "academic warning after one term below a 2.0",
    "dean's list for two consecutive terms",
    "academic suspension for one semester",
    "probation with a required academic success plan",
    "reinstated on probation after a suspension",
    "academic dismissal with the right to appeal",
    "satisfactory academic progress warning",
    "financial aid probation after a successful appeal",
    "president's list with a perfect term average",
    "continued probation despite an improved term average",
    "honors program standing under review",
    "conditional admission status pending a remedial course",
)

_CONDUCT = (
    "a plagiarism finding on a first-year composition essay",
    "unauthorized use of an AI writing tool on a take-home exam",
    "an alcohol violation in a residence hall",
    "a physical altercation in the cafeteria",
    "sharing exam answers in a group chat",
    "repeated disruptive behavior in a chemistry lab",
    "vaping in a school restroom",
    "forging a parent's signature on a permission slip",
    "harassment of a classmate over social media",
    "possession of a stolen parking permit",
    "unauthorized entry into a closed campus building",
    "submitting a falsified doctor's note to excuse an absence",
    "fabricating data in a lab report",
    "threatening remarks made to a teaching assistant",
)

_ACCOMMODATIONS = (
    "extended time (1.5x) on exams for ADHD",
    "a reduced-distraction testing room for generalized anxiety disorder",
    "note-taking support for dyslexia",
    "captioned lecture recordings for hearing loss",
    "breaks during class to manage type 1 diabetes",
    "screen-reader-compatible course materials for low vision",
    "flexible attendance during Crohn's disease flare-ups",
    "enlarged print and front-row seating for a visual impairment",
    "speech-to-text software for dysgraphia",
    "excused absences for dialysis treatments",
    "a single-occupancy residence hall room for PTSD",
    "audio recording of lectures after a traumatic brain injury",
    "a modified course load during treatment for major depression",
    "elevator access and extra passing time for a mobility impairment",
    "reduced reading load and oral exams for autism spectrum disorder",
)

_AWARDS = (
    ("Federal Pell Grant", 750, 7395),
    ("Federal Direct Subsidized Loan", 1500, 4500),
    ("Federal Direct Unsubsidized Loan", 2000, 20500),
    ("Federal Work-Study allocation", 1200, 4000),
    ("Federal Supplemental Educational Opportunity Grant", 100, 4000),
    ("state need-based grant", 500, 6500),
    ("university merit scholarship", 2000, 22000),
    ("first-generation student scholarship", 1000, 5000),
    ("departmental tuition waiver", 1500, 12000),
    ("Parent PLUS Loan", 4000, 30000),
    ("graduate teaching assistantship stipend", 14000, 32000),
    ("partial athletic scholarship", 3000, 18000),
    ("one-time emergency completion grant", 300, 1500),
)

_TESTS = (
    lambda r: f"SAT total {(r.randint(40, 78) * 10 + r.randint(40, 78) * 10)}",
    lambda r: f"ACT composite {r.randint(14, 35)}",
    lambda r: f"GRE Verbal {r.randint(142, 170)} and Quantitative {r.randint(142, 170)}",
    lambda r: f"TOEFL iBT {r.randint(61, 118)}",
    lambda r: f"GMAT Focus {r.randrange(505, 805, 10)}",
    lambda r: f"Accuplacer Arithmetic {r.randint(200, 300)}",
    lambda r: f"IELTS Academic band {r.choice(('5.5', '6.0', '6.5', '7.0', '7.5', '8.0'))}",
    lambda r: f"GED Mathematical Reasoning {r.randint(145, 190)}",
)

_RESEARCH_TOPICS = (
    "graph neural networks for drug-target interaction prediction",
    "groundwater arsenic exposure in rural well users",
    "labor organizing among app-based delivery workers",
    "microplastic uptake in freshwater mussels",
    "bilingual language development in preschool children",
    "the economics of medical debt in rural counties",
    "soil carbon storage under cover cropping",
    "sleep disruption among night-shift nurses",
    "the archival history of redlining in mid-sized cities",
    "low-cost sensors for urban heat island mapping",
    "peer tutoring effects in community college mathematics",
    "CRISPR screening of antibiotic resistance genes",
    "misinformation spread in neighborhood social networks",
    "battery degradation in grid-scale storage",
    "trauma-informed discipline policies in middle schools",
)


# --- generators --------------------------------------------------------------------------


def _institution(ctx: ValueContext) -> str:
    rng, city, last = ctx.rng, ctx.profile.city, ctx.fake.last_name()
    options = (
        f"{city} Community College",
        f"{city} Technical Institute",
        f"{last} State University",
        f"{last} College",
        f"{last} High School",
        f"{last} Middle School",
        f"{last} Elementary School",
        f"{city} Adult Learning Center",
        f"University of {city}",
    )
    return rng.choice(options)


def _enrollment(ctx: ValueContext) -> str:
    rng = ctx.rng
    load = rng.choice(("full-time", "full-time", "part-time", "half-time", "less than half-time"))
    credits = {
        "full-time": rng.randint(12, 18),
        "part-time": rng.randint(6, 11),
        "half-time": 6,
        "less than half-time": rng.randint(2, 5),
    }[load]
    mode = rng.choice(("", "", ", fully online", ", evening cohort", ", hybrid schedule"))
    return f"{load}, {credits} credit hours{mode}"


def _gpa(ctx: ValueContext) -> str:
    value = max(0.0, min(4.0, ctx.rng.gauss(3.0, 0.55)))
    return f"{value:.2f} / 4.00"


def _course_grade(ctx: ValueContext) -> str:
    return f"{ctx.rng.choice(_GRADES)} in {ctx.rng.choice(_COURSES)}"


def _graduation(ctx: ValueContext) -> str:
    day = ctx.record_date
    terms = [
        f"{season} {year}"
        for year in range(day.year, day.year + 5)
        for season, month in (("Winter", 1), ("Spring", 5), ("Summer", 8), ("Fall", 12))
        if dt.date(year, month, 15) > day
    ]
    return ctx.rng.choice(terms[:14])


def _aid_award(ctx: ValueContext) -> str:
    name, low, high = ctx.rng.choice(_AWARDS)
    return f"{name} of {money(ctx, low, high, cents=False)}"


def _advisor(ctx: ValueContext) -> str:
    title = ctx.rng.choice(("Dr. ", "Professor ", "Dr. ", ""))
    return f"{title}{person_name(ctx)}"


def _dependent(ctx: ValueContext) -> str:
    age = ctx.profile.age
    child = f"{ctx.fake.first_name()} {ctx.profile.last_name}"
    low, high = max(6, age - 50), min(18, age - 18)
    if high < 6:
        return f"{child}, pre-kindergarten"
    if low > high:  # an older guardian, e.g. a grandparent raising a grandchild
        low, high = 6, 18
    grade = ctx.rng.randint(low, high) - 6
    return f"{child}, kindergarten" if grade == 0 else f"{child}, grade {grade}"


def _attendance(ctx: ValueContext) -> str:
    absences = ctx.rng.randint(2, 28)
    late = ctx.rng.randint(0, 15)
    return f"{absences} unexcused absences and {late} late arrivals this semester"


# --- the category ------------------------------------------------------------------------

_R = "enrollment and records"
_P = "academic performance"
_A = "financial aid and support"

FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec(
        "student_id_number",
        "Student ID",
        _R,
        0.85,
        lambda ctx: safe_ids.member_id(ctx.rng, ctx.rng.choice(("STU", "SID", "LRN"))),
        (
            "{first_name}'s student ID number is {student_id_number}.",
            "Please include student ID {student_id_number} on every form returned to the office.",
            "The registrar located the file for {full_name} under student ID {student_id_number}.",
        ),
    ),
    FieldSpec(
        "institution_name",
        "Institution",
        _R,
        0.45,
        _institution,
        (
            "{first_name} is enrolled at {institution_name}.",
            "This document was issued by the records office at {institution_name}.",
        ),
    ),
    FieldSpec(
        "program_of_study",
        "Program of Study",
        _R,
        0.35,
        choice(_PROGRAMS),
        (
            "{first_name} is enrolled in {program_of_study}.",
            "The declared program of study is {program_of_study}.",
        ),
    ),
    FieldSpec(
        "enrollment_status",
        "Enrollment Status",
        _R,
        0.35,
        _enrollment,
        (
            "Enrollment for the current term is recorded as {enrollment_status}.",
            "The registrar lists {first_name} as {enrollment_status}.",
        ),
    ),
    FieldSpec(
        "expected_graduation_term",
        "Expected Graduation",
        _R,
        0.3,
        _graduation,
        (
            "{first_name} is on track to finish in {expected_graduation_term}.",
            "The degree audit projects completion in {expected_graduation_term}.",
        ),
    ),
    FieldSpec(
        "faculty_advisor",
        "Academic Advisor",
        _R,
        0.35,
        _advisor,
        (
            "The assigned academic advisor for {first_name} is {faculty_advisor}.",
            "The plan was reviewed and signed by {faculty_advisor}.",
        ),
    ),
    FieldSpec(
        "dependent_student",
        "Student Name and Grade",
        _R,
        0.7,
        _dependent,
        (
            "The student named on this form is {dependent_student}, with {full_name} listed as parent or guardian.",
            "{first_name} attended the meeting on behalf of {dependent_student}.",
        ),
    ),
    FieldSpec(
        "cumulative_gpa",
        "Cumulative GPA",
        _P,
        0.7,
        _gpa,
        (
            "The cumulative grade point average for {first_name} stands at {cumulative_gpa}.",
            "The transcript shows a cumulative GPA of {cumulative_gpa}.",
        ),
    ),
    FieldSpec(
        "course_grade",
        "Course Grade",
        _P,
        0.6,
        _course_grade,
        (
            "{first_name} earned a final grade of {course_grade}.",
            "The grade under appeal is {course_grade}.",
        ),
    ),
    FieldSpec(
        "academic_standing",
        "Academic Standing",
        _P,
        0.75,
        choice(_STANDINGS),
        (
            "The academic standing for {first_name} is {academic_standing}.",
            "As of this term, the student's standing is recorded as {academic_standing}.",
        ),
    ),
    FieldSpec(
        "standardized_test_score",
        "Test Score",
        _P,
        0.55,
        lambda ctx: ctx.rng.choice(_TESTS)(ctx.rng),
        (
            "The official score report on file for {first_name} shows {standardized_test_score}.",
            "Placement was based on a result of {standardized_test_score}.",
        ),
    ),
    FieldSpec(
        "attendance_summary",
        "Attendance",
        _P,
        0.5,
        _attendance,
        (
            "Attendance records show {attendance_summary}.",
            "The school flagged {attendance_summary} for follow-up with {full_name}.",
        ),
    ),
    FieldSpec(
        "student_conduct_incident",
        "Conduct Incident",
        _P,
        0.85,
        choice(_CONDUCT),
        (
            "The conduct office reviewed a report of {student_conduct_incident}.",
            "A disciplinary referral was filed for {student_conduct_incident}.",
            "{first_name} was asked to respond in writing to the finding of {student_conduct_incident}.",
        ),
    ),
    FieldSpec(
        "thesis_research_topic",
        "Research Topic",
        _P,
        0.3,
        choice(_RESEARCH_TOPICS),
        (
            "The thesis research by {first_name} focuses on {thesis_research_topic}.",
            "The committee discussed progress on {thesis_research_topic}.",
        ),
    ),
    FieldSpec(
        "learning_accommodation",
        "Approved Accommodation",
        _A,
        0.9,
        choice(_ACCOMMODATIONS),
        (
            "Disability services approved {learning_accommodation}.",
            "Instructors have been notified that {first_name} is entitled to {learning_accommodation}.",
        ),
    ),
    FieldSpec(
        "financial_aid_award",
        "Aid Award",
        _A,
        0.8,
        _aid_award,
        (
            "Aid offered to {first_name} this year includes a {financial_aid_award}.",
            "The financial aid office approved the following award: {financial_aid_award}.",
        ),
    ),
    FieldSpec(
        "student_aid_index",
        "Student Aid Index",
        _A,
        0.85,
        lambda ctx: f"{ctx.rng.randint(1000, 42000):,}",
        (
            "The FAFSA processed for {first_name} produced a Student Aid Index of {student_aid_index}.",
            "Eligibility was calculated using a Student Aid Index of {student_aid_index}.",
        ),
    ),
    FieldSpec(
        "student_loan_balance",
        "Student Loan Balance",
        _A,
        0.85,
        lambda ctx: money(ctx, 3500, 98000),
        (
            "The outstanding federal student loan balance for {first_name} is {student_loan_balance}.",
            "Loan servicer records show {student_loan_balance} owed as of the latest statement.",
        ),
    ),
    FieldSpec(
        "tuition_balance_due",
        "Tuition Balance Due",
        _A,
        0.75,
        lambda ctx: money(ctx, 250, 14500),
        (
            "A tuition balance of {tuition_balance_due} must be paid before registration opens.",
            "The bursar reports {tuition_balance_due} outstanding on the student account of {full_name}.",
        ),
    ),
)

FILLER: tuple[str, ...] = (
    "Student records are protected under federal privacy law and are released only with consent.",
    "Please contact the registrar's office if any information on this record is incorrect.",
    "Grades become final once the grade change deadline has passed.",
    "Appeals must be submitted in writing with any supporting documentation.",
    "Students are encouraged to meet with an advisor before registering for the next term.",
    "Financial aid is contingent on maintaining satisfactory academic progress.",
    "Award amounts may change if enrollment status changes after the census date.",
    "Tutoring and writing center appointments are available at no cost.",
    "Accommodations take effect once the student shares the letter with each instructor.",
    "The school is committed to providing equal access to all programs.",
    "Families may request a meeting with the teacher at any time during the year.",
    "Attendance is closely linked to academic success, especially in the early grades.",
    "A copy of this letter has been placed in the student's cumulative file.",
    "Conduct proceedings are educational rather than punitive in purpose.",
    "The committee will reconvene after the revised chapter is submitted.",
    "Official transcripts are sent electronically unless a paper copy is requested.",
    "Holds on the account must be cleared before transcripts or diplomas can be released.",
    "Counseling services are available for students who are struggling.",
    "The team reviewed progress toward each annual goal.",
    "Parents and guardians have the right to request an independent evaluation.",
    "The student was given an opportunity to respond to each point raised.",
    "Verification documents must be received before aid can be disbursed.",
    "Loan recipients must complete entrance counseling before funds are released.",
    "Late fees will be added to balances that remain unpaid after the due date.",
    "The instructor's comments are summarized below.",
    "The next progress report will be sent home at the end of the grading period.",
    "Questions about this decision may be directed to the dean of students.",
    "The department thanks the student for a thoughtful and well-organized submission.",
    "Placement results are valid for two academic years.",
    "Course substitutions require approval from the department chair.",
    "This notice is part of the student's official academic record.",
    "Students who withdraw after the deadline may owe a portion of their aid back.",
)

BACKGROUNDS: tuple[str, ...] = (
    "{first_name} contacted the school again after {life_event}, and the records office issued this {record_type}.",
    "Alongside a job ({occupation}), {first_name} keeps up with school obligations in {city}, which led to the {record_type}.",
    "The {record_type} was prepared at the end of the term for {first_name}.",
    "A counselor in {city} requested the {record_type} after {first_name} asked about options in {subcategory}.",
    "{first_name} appealed an earlier decision, and the school responded with this {record_type}.",
    "A family matter in {city} required {first_name} to request the {record_type} from the school.",
    "Following {life_event}, {first_name} fell behind on deadlines, and the {record_type} documents the next steps.",
    "{first_name} needed the {record_type} to meet a deadline set by another office.",
    "The {record_type} was generated during a routine review of {subcategory} files.",
    "{first_name} asked the school to correct an error, which required a revised {record_type}.",
    "After a meeting with school staff, {first_name} received the {record_type} by email.",
    "A planned career change away from the current job ({occupation}) brought {first_name} into contact with a school in {city} and led to this {record_type}.",
    "A staff member flagged a concern involving {first_name}, prompting the {record_type}.",
    "Staff handling {subcategory} matters in {city} mailed the {record_type} to {first_name}.",
)

CATEGORY = Category(
    name="education",
    subcategories={
        "K-12 schooling": (
            "report card with teacher comments",
            "parent-teacher conference notes",
            "school disciplinary referral",
            "truancy warning letter",
            "school enrollment packet",
        ),
        "special education": (
            "individualized education program summary",
            "Section 504 accommodation plan",
            "psychoeducational evaluation summary",
            "college disability services accommodation letter",
        ),
        "university admissions": (
            "college admission decision letter",
            "admissions interview notes",
            "transfer credit evaluation",
            "application fee waiver request",
        ),
        "financial aid": (
            "financial aid award letter",
            "FAFSA verification worksheet",
            "scholarship renewal notice",
            "satisfactory academic progress appeal",
        ),
        "academic records": (
            "official transcript request",
            "degree audit report",
            "academic probation notice",
            "grade appeal petition",
        ),
        "graduate research": (
            "thesis committee progress report",
            "research assistantship appointment letter",
            "qualifying exam results letter",
            "graduate advisor meeting notes",
        ),
        "adult and continuing education": (
            "adult education placement test results",
            "ESL class progress report",
            "coding bootcamp enrollment agreement",
            "GED practice test score report",
        ),
    },
    fields=FIELDS,
    filler=FILLER,
    backgrounds=BACKGROUNDS,
    formats=(
        "letter",
        "form",
        "email thread",
        "report",
        "case notes",
        "meeting minutes",
        "application",
        "statement with table",
    ),
)
