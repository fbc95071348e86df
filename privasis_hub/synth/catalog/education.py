"""Education records: schools, special education, admissions, financial aid, transcripts, research."""

from __future__ import annotations

import datetime as dt
import re

from privasis_hub import safe_ids
from privasis_hub.synth.catalog import (
    Generator,
    ValueContext,
    counted,
    drawn_choices,
    fmt_date,
    issuer_name,
    money,
    person_name,
    person_rng,
    real_school_clash,
    record_rng,
    record_type_of,
    request_day,
    time_of_day,
    yearly_pay,
)

# --- value pools -------------------------------------------------------------------------


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
    "SOC 101 Introduction to Sociology",
)  # a college's courses: every record type that grades one is a college's (no "AP Biology (Period 5)" in an aid appeal)
#: A college's general-education courses, which a student of any degree program may take.
_GENERAL_COURSES = ("ENGL 101 College Composition", "PSYC 100 Introduction to Psychology", "SOC 101 Introduction to Sociology",
                    "STAT 250 Applied Statistics", "HIST 230 The American Civil War")
#: Words of a program of study -> the courses of its own department a record may grade (issue 19, reader9 33: no
#: "EDUC 310 Classroom Management" for a Nursing student); a degree program adds the general-education courses, a
#: certificate or a bootcamp only its own (see :func:`_program_courses`).
_COURSES_FOR = (
    ("Nursing", ("NURS 340 Pharmacology for Nurses", "BIOL 201 Human Anatomy and Physiology",
                 "CHEM 1110 General Chemistry I", "NURS 310 Adult Health Nursing I")),
    ("Engineering", ("MATH 221 Linear Algebra", "PHYS 150 Mechanics and Waves", "ENGR 240 Statics",
                     "ENGR 310 Circuit Analysis")),
    ("Accounting", ("ACCT 210 Financial Accounting", "ACCT 320 Intermediate Accounting I",
                    "ECON 202 Principles of Macroeconomics")),
    ("Business", ("ACCT 210 Financial Accounting", "ECON 202 Principles of Macroeconomics", "MGMT 610 Operations Management",
                  "FIN 620 Corporate Finance")),
    ("Economics", ("ECON 202 Principles of Macroeconomics", "ECON 701 Microeconomic Theory", "MATH 221 Linear Algebra")),
    ("Computer Science", ("CS 161 Data Structures", "MATH 221 Linear Algebra", "CS 225 Computer Organization")),
    ("Data Science", ("CS 161 Data Structures", "STAT 510 Statistical Learning", "MATH 221 Linear Algebra")),
    ("Psychology", ("PSYC 100 Introduction to Psychology", "PSYC 310 Research Methods in Psychology",
                    "PSYC 240 Developmental Psychology")),
    ("Education", ("EDUC 310 Classroom Management", "EDUC 220 Child Development", "EDUC 330 Teaching Reading")),
    ("Public Health", ("PUBH 610 Epidemiology", "PUBH 620 Biostatistics", "PUBH 640 Environmental Health")),
    ("Social Work", ("SOWK 610 Human Behavior and the Social Environment", "SOWK 630 Social Welfare Policy",
                     "SOWK 650 Field Practicum I")),
    ("History", ("HIST 230 The American Civil War", "HIST 305 Historical Methods", "HIST 150 World History to 1500")),
    ("Biochemistry", ("CHEM 1110 General Chemistry I", "BCHM 701 Advanced Biochemistry", "CHEM 340 Organic Chemistry")),
    ("Sociology", ("SOC 101 Introduction to Sociology", "SOC 610 Classical Social Theory", "STAT 250 Applied Statistics")),
    ("Paralegal", ("PARA 110 Introduction to Paralegal Studies", "PARA 210 Legal Research and Writing",
                   "PARA 230 Civil Litigation")),
    ("Welding", ("WELD 110 Shielded Metal Arc Welding", "WELD 130 Blueprint Reading for Welders",
                 "WELD 150 Gas Metal Arc Welding")),
    ("Dental Hygiene", ("DHYG 120 Dental Anatomy", "DHYG 210 Periodontology", "BIOL 201 Human Anatomy and Physiology")),
    ("Criminal Justice", ("CRJ 101 Introduction to Criminal Justice", "CRJ 240 Criminal Law",
                          "CRJ 310 Policing in America")),
    ("Graphic Design", ("ART 120 Drawing I", "GDES 210 Typography", "GDES 320 Visual Identity Design")),
    ("Medical Assisting", ("MEDA 110 Medical Terminology", "MEDA 150 Clinical Procedures I",
                           "MEDA 170 Medical Office Administration")),
    ("Web Development", ("WEB 101 HTML, CSS and JavaScript Foundations", "WEB 201 Front-End Frameworks",
                         "WEB 250 Databases and APIs")),
)
_GRADES = ("A", "A-", "B+", "B", "B-", "C+", "C", "C-", "D+", "D", "F", "W", "Incomplete")




#: Aid awards: (name, lowest, highest, kind, who may get it). Who: "any"; "undergraduate" (a Pell or SEOG grant, an
#: athletic scholarship); "dependent" (a Parent PLUS loan is the parents' loan for a dependent undergraduate, under
#: INDEPENDENT_AGE and unmarried: reader9 253, a PLUS loan for a student born 1987); "graduate" (an assistantship);
#: "young" (an undergraduate under 25: a college team's athletic scholarship).
_AWARDS = (
    ("Federal Pell Grant", 750, 7395, "grant", "undergraduate"),
    ("Federal Direct Subsidized Loan", 1500, 4500, "loan", "undergraduate"),
    ("Federal Direct Unsubsidized Loan", 2000, 20500, "loan", "any"),
    ("Federal Work-Study allocation", 1200, 4000, "work", "any"),
    ("Federal Supplemental Educational Opportunity Grant", 100, 4000, "grant", "undergraduate"),
    ("state need-based grant", 500, 6500, "grant", "any"),
    ("university merit scholarship", 2000, 22000, "merit", "any"),
    ("first-generation student scholarship", 1000, 5000, "scholarship", "undergraduate"),
    ("departmental tuition waiver", 1500, 12000, "scholarship", "any"),
    ("Parent PLUS Loan", 4000, 30000, "loan", "dependent"),
    ("graduate teaching assistantship stipend", 14000, 32000, "work", "graduate"),
    ("partial athletic scholarship", 3000, 18000, "scholarship", "young"),
    ("one-time emergency completion grant", 300, 1500, "grant", "any"),
)
#: Words of a record type -> the kinds of award it tells (a scholarship's renewal notice is about its named merit
#: scholarship, never a loan or a work-study allocation: reader9 253 "The award listed for you is a Parent PLUS Loan").
_AWARD_KINDS_FOR = (("scholarship", ("merit",)),)
#: Words of a program of study that make it a graduate one.
_GRADUATE_DEGREE = re.compile(r"\((?:M\.|Ph\.D|Ed\.D|J\.D)")

_TESTS = (
    lambda r: f"SAT total {(r.randint(40, 78) * 10 + r.randint(40, 78) * 10)}",
    lambda r: f"ACT composite {r.randint(14, 35)}",
    lambda r: f"GRE Verbal {r.randint(142, 170)} and Quantitative {r.randint(142, 170)}",
    lambda r: f"TOEFL iBT {r.randint(61, 118)}",
    lambda r: f"GMAT Focus {r.randrange(505, 805, 10)}",
    lambda r: f"Accuplacer Arithmetic {r.randint(200, 300)}",
    lambda r: f"IELTS Academic band {r.choice(('5.5', '6.0', '6.5', '7.0', '7.5', '8.0'))}",
    lambda r: f"GED Mathematical Reasoning {r.randint(145, 190)}",
    lambda r: f"CASAS Reading {r.randint(196, 238)}",
)
#: words in a record type's name -> the tests (indexes into _TESTS) its kind of school gives: a GED report has a
#: GED score, an adult placement test an Accuplacer score, an ESL class TOEFL or IELTS, graduate admissions GRE/GMAT
_TESTS_FOR = (
    (("GED",), (7,)),
    (("placement",), (5,)),
    (("ESL",), (8,)),  # an adult English class places by CASAS, not by a university's TOEFL
    (("graduate", "thesis", "qualifying"), (2, 4)),
    (("admission", "application", "transfer"), (0, 1, 3)),
)


def _test_score(ctx: ValueContext) -> str:
    tests = next((t for words, t in _TESTS_FOR if any(w in ctx.record_type for w in words)), (0, 1, 5))
    return _TESTS[ctx.rng.choice(tests)](ctx.rng)



# --- generators --------------------------------------------------------------------------


#: The oldest subject a school of each level enrols (school level agrees with the subject's age).
SCHOOL_MAX_AGE = {"Elementary School": 11, "Middle School": 14, "High School": 19}


def _institution(ctx: ValueContext) -> str:
    """An institution the subject (an adult, or a teenager near the end of school) can be enrolled at."""
    rt = record_type_of(ctx, "education")
    if rt is not None and rt.issuer_kinds:  # the kind of school that keeps this kind of record
        return issuer_name(ctx, "education", rt.issuer_kinds)
    rng, city, last = ctx.rng, ctx.profile.city, ctx.fake.last_name()
    for _ in range(8):  # no real school's name at an invented place (s25-contra: "Morgan State University")
        if not real_school_clash(f"{last} State University", ctx.profile.region):
            break
        last = ctx.fake.last_name()
    options = [
        f"{city} Community College",
        f"{city} Technical Institute",
        f"{last} State University",
        f"{last} College",
        f"{city} Adult Learning Center",
        f"University of {city}" if not real_school_clash(f"University of {city}", ctx.profile.region)
        else f"{city} University",
    ]
    options += [f"{last} {level}" for level, oldest in SCHOOL_MAX_AGE.items() if ctx.profile.age < min(oldest, 18)]
    return rng.choice(options)


def _previous_school(ctx: ValueContext) -> str:
    """The school the subject attended before: a high school for an adult (never a second college)."""
    level = "High School" if ctx.profile.age > SCHOOL_MAX_AGE["Middle School"] + 1 else "Middle School"
    return f"{ctx.rng.choice((ctx.fake.last_name(), ctx.profile.city))} {level}"


def _enrollment(ctx: ValueContext) -> str:
    rng = ctx.rng
    load = rng.choice(("full-time", "full-time", "part-time", "half-time", "less than half-time"))
    credits = {
        "full-time": rng.randint(12, 18),
        "part-time": rng.randint(6, 11),
        "half-time": 6,
        "less than half-time": rng.randint(2, 5),
    }[load]
    rt = record_type_of(ctx, "education")
    # a student whose record tells where they live comes to campus (issue 19: no "fully online" student
    # "commuting from a relative's home")
    online = ("", ", fully online")[rt is None or "housing_plan" not in rt.fields]
    if rt is not None and any(k in rt.name for k in _ADULT_COURSES):  # a noncredit adult class (issue 19, reader2)
        return f"a noncredit student, {rng.choice((4, 6, 6, 8, 9))} class hours a week"
    if rt is not None and "bootcamp" in rt.name:  # a bootcamp counts no credit hours
        return rng.choice(("a part-time student on the evening and weekend track",
                           "a student on the 24-week part-time track"))
    # the record's own class times say when it meets (no "evening cohort" beside "weekday afternoons")
    mode = "" if rt is not None and "class_schedule" in rt.fields else rng.choice(
        ("", "", online, ", evening cohort", ", hybrid schedule"))
    return f"{load}, {credits} credit hours{mode}"


#: Each academic standing with the cumulative GPA band it goes with (a 3.26 is not on probation, the dean's list
#: is not a 1.80): what a record type's ``matter`` narrows ``academic_standing`` to.
_GPA_BANDS: dict[str, tuple[float, float]] = {
    "academic probation for a second consecutive term": (1.40, 1.99),
    "academic warning after one term below a 2.0": (1.80, 2.30),
    "dean's list for two consecutive terms": (3.50, 3.98),
    "academic suspension for one semester": (1.10, 1.85),
    "probation with a required academic success plan": (1.45, 1.99),
    "reinstated on probation after a suspension": (1.50, 1.99),
    "academic dismissal with the right to appeal": (0.90, 1.70),
    "satisfactory academic progress warning": (1.60, 2.05),
    "financial aid probation after a successful appeal": (1.60, 2.00),
    "financial aid suspension after a term below a 2.0": (1.40, 1.99),
    "president's list with a perfect term average": (3.70, 4.00),
    "continued probation despite an improved term average": (1.60, 1.99),
    "honors program standing under review": (3.10, 3.39),
    "conditional admission status pending a remedial course": (2.00, 2.60),
}
STANDINGS: tuple[str, ...] = tuple(_GPA_BANDS)


def standing_band(standing: str) -> tuple[float, float] | None:
    """The cumulative GPA band (low, high) that goes with an academic standing, or None for another value."""
    return _GPA_BANDS.get(standing)


def _standing(ctx: ValueContext) -> str:
    """The record's academic standing, one of its record type's matter (the same for every field that reads it)."""
    return record_rng(ctx, "standing").choice(drawn_choices(ctx, "education", "academic_standing", STANDINGS))


def _gpa(ctx: ValueContext) -> str:
    """A cumulative GPA; inside the band of the record's academic standing when the record tells one."""
    rt = record_type_of(ctx, "education")
    if rt is not None and "academic_standing" in rt.fields:
        low, high = _GPA_BANDS[_standing(ctx)]
        return f"{ctx.rng.uniform(low, high):.2f} / 4.00"
    if rt is not None and ("thesis_progress_rating" in rt.fields or _graduate(ctx) is not None):
        # a graduate student's: within the committee's rating's band, else a graduate one (3.20-4.00)
        low, high = (_RATING_GPA[_thesis_rating(ctx)] if "thesis_progress_rating" in rt.fields else (3.20, 4.00))
        return f"{ctx.rng.uniform(low, high):.2f} / 4.00"
    value = max(0.0, min(4.0, ctx.rng.gauss(3.0, 0.55)))
    if rt is not None and "degree_conferred" in rt.fields and _degree_conferred(ctx).startswith("a degree"):
        value = max(value, 2.0 + record_rng(ctx, "gpa").random())  # a graduate's (s24-facts: no 1.58 beside a degree conferred)
    return f"{value:.2f} / 4.00"


#: The classes of an adult-education programme (a GED candidate takes no "BIOL 201", issue 19).
_ADULT_COURSES = {"GED": ("the GED Reasoning Through Language Arts prep class", "the GED Mathematical Reasoning prep class",
                          "the GED Science prep class", "the GED Social Studies prep class"),
                  "ESL": ("ESL Level 4 Reading and Writing", "ESL Level 4 Speaking and Listening",
                          "ESL Level 4 Grammar")}


def _esl_case(ctx: ValueContext) -> tuple[int, bool]:
    """An ESL student's level this term and whether they move up (the same for every field that reads it)."""
    rng = record_rng(ctx, "esl")
    return rng.randint(1, 4), rng.random() < 0.7


def _esl_level(ctx: ValueContext) -> str:
    """Next term's placement, from the level of the class the record grades (issue 19: no "moved from Level 2 to
    Level 3" beside a grade in Level 4)."""
    level, up = _esl_case(ctx)
    if not up:
        return f"staying in Level {level} for one more term"
    return "ready for the advanced class" if level == 4 and ctx.rng.random() < 0.5 else (
        f"moved from Level {level} to Level {level + 1}")


def _course_grade(ctx: ValueContext) -> str:
    """A grade in a course of the record's kind of school: a GED or ESL class in adult education, else college; an
    ESL class's at the student's level, a pass where they move up."""
    if "ESL" in ctx.record_type:
        level, up = _esl_case(ctx)
        grade = ctx.rng.choice(("A", "A-", "B+", "B") if up else ("C+", "C", "C-"))
        part = ctx.rng.choice(("Reading and Writing", "Speaking and Listening", "Grammar"))
        return f"{grade} in ESL Level {level} {part}"
    courses = next((c for k, c in _ADULT_COURSES.items() if k in ctx.record_type), None) or _program_courses(ctx)
    return f"{ctx.rng.choice(_GRADES)} in {ctx.rng.choice(courses)}"


def _program_courses(ctx: ValueContext) -> tuple[str, ...]:
    """The college courses a student of the record's program takes: its department's (``_COURSES_FOR``), and the
    general-education courses in a degree program (not in a certificate or a bootcamp)."""
    program = _program(ctx)
    own = next((c for words, c in _COURSES_FOR if words in program), ())
    if not own:
        return _COURSES
    if "certificate" in program or "bootcamp" in program:
        return own
    return own + own + _GENERAL_COURSES  # mostly the program's own


#: Age from which a student files for aid on their own income (FAFSA's independent student), not their parents'.
INDEPENDENT_AGE = 24


def _household_income(ctx: ValueContext) -> str:
    """The income aid is based on: an independent student's (24 or older, or married) is their own pay and a
    spouse's (issue 19: no 27-year-old hair stylist with a $130,571 household income); a younger student's is
    their parents'."""
    p = ctx.profile
    if p.age < INDEPENDENT_AGE and p.marital_status != "married":
        return money(ctx, 18000, 160000, cents=False)
    pay = yearly_pay(ctx) * (ctx.rng.uniform(1.6, 2.2) if p.marital_status in ("married", "in a domestic partnership")
                             else 1.0)
    return f"${int(round(pay, -2)):,}"


def _graduation(ctx: ValueContext) -> str:
    """An expected graduation term after the record; an applicant or admitted student's is three or more years on."""
    day = ctx.record_date
    rt = record_type_of(ctx, "education")
    if rt is not None and rt.subcategory == "university admissions":
        return _finish_term(ctx)
    first = 3 if rt is not None and rt.subcategory == "university admissions" else 0
    terms = [
        f"{season} {year}"
        for year in range(day.year + first, day.year + first + 5)
        for season, month in (("Winter", 1), ("Spring", 5), ("Summer", 8), ("Fall", 12))
        if dt.date(year, month, 15) > day
    ]
    if rt is not None and "bootcamp" in rt.name:  # a course of months, not a degree (no "Winter 2027" a year on)
        # ... of a 12- to 24-week track from about now (s24-facts: no "Spring 2024" in an agreement of April 30, 2024)
        ahead = [t for t in terms if 140 <= (_term_day(t) - day).days <= 330]
        return ctx.rng.choice(ahead or terms[:3])
    if rt is not None and "thesis_next_milestone" in rt.fields:
        # a graduate student finishes after the milestones still ahead (reader10 79: no "finish by Spring 2024" in
        # an April 2024 report whose next milestone is the proposal defense): the final defense within the year,
        # a master's thesis half a year on or more, a dissertation a year and a half on or more
        milestone = _thesis_milestone(ctx)
        low, high = ((30, 400) if milestone in _FINAL_MILESTONES else (150, 600) if not _doctoral(ctx)
                     else (540, 1500))
        ahead = [t for t in (f"{season} {year}" for year in range(day.year, day.year + 6)
                             for season in ("Winter", "Spring", "Summer", "Fall"))
                 if low <= (_term_day(t) - day).days <= high]
        return ctx.rng.choice(ahead)
    return ctx.rng.choice(terms[:14])


#: Terms a program of each kind takes from entry to its last term (s24-facts: a welding certificate admitted for
#: Fall 2024 does not finish in Fall 2029, a bachelor's admitted for Fall 2024 finishes in Spring 2028).
_PROGRAM_TERMS = ((re.compile(r"\((?:certificate|bootcamp)"), (2, 3)), (re.compile(r"\(A\.A|\(A\.S"), (4, 5)),
                  (re.compile(r"\((?:Ph\.D|Ed\.D)"), (10, 12)), (_GRADUATE_DEGREE, (4, 4)))
_TERM_ORDER = ("Spring", "Fall")


def _entry_term(ctx: ValueContext) -> str:
    """An admissions record's term of entry (s24-facts: a decision letter of December 2024 is for a term to come,
    not "your Fall 2024 term"): the coming fall, or the spring after a decision of the autumn."""
    day = ctx.record_date
    if day.month <= 7:
        return f"Fall {day.year}"
    if day.month <= 11 and record_rng(ctx, "entry-term").random() < 0.4:
        return f"Spring {day.year + 1}"
    return f"Fall {day.year + 1}"


def _admission_decision(ctx: ValueContext) -> str:
    """The committee's decision; an admission is for the record's term of entry (s24-facts: "admitted for the fall
    term" beside "your Spring 2025 term")."""
    season = _entry_term(ctx).split()[0].lower()
    return ctx.rng.choice((f"admitted for the {season} term", "admitted to the honors college", "placed on the waitlist",
                           f"admitted for the {season} term"))


def _finish_term(ctx: ValueContext) -> str:
    """An admissions record's last term: its entry term (:func:`_entry_term`) on by the program's length in spring
    and fall terms (a transfer student's credits count: a bachelor's of 4 to 6 terms); the same for every field."""
    season, year = _entry_term(ctx).split()
    program = _program(ctx)
    low, high = next((span for rx, span in _PROGRAM_TERMS if rx.search(program)), (8, 8))
    rt = record_type_of(ctx, "education")
    if rt is not None and "transfer_credits_accepted" in rt.fields and (low, high) == (8, 8):
        low, high = 4, 6
    index = int(year) * 2 + _TERM_ORDER.index(season) + record_rng(ctx, "finish-term").randint(low, high) - 1
    return f"{_TERM_ORDER[index % 2]} {index // 2}"


def _appointment_period(ctx: ValueContext) -> str:
    """An assistantship's period, from the term the letter covers (s24-facts: no "appointed for the summer session"
    in a letter whose record "covers the Spring 2025 term")."""
    season, year = _term(ctx).split()
    y = int(year)
    options = {"Spring": (f"the Spring {y} semester", f"the Spring {y} semester and the summer session after it",
                          f"the Spring {y} semester, with renewal reviewed for the fall"),
               "Summer": (f"the Summer {y} session", f"the Summer {y} session and the Fall {y} semester"),
               "Fall": (f"the Fall {y} and Spring {y + 1} semesters", f"the academic year {y}-{str(y + 1)[2:]}",
                        f"the Fall {y} semester, with renewal reviewed in the spring")}[season]
    return ctx.rng.choice(options)


def _term_day(term: str) -> dt.date:
    """The middle of a term's last month ("Spring 2026" -> May 15, 2026)."""
    season, year = term.split()
    return dt.date(int(year), {"Winter": 1, "Spring": 5, "Summer": 8, "Fall": 12}[season], 15)


def _aid_award(ctx: ValueContext) -> str:
    """An award of the record type's kinds (``_AWARD_KINDS_FOR``) that the student can get (``_AWARDS``' who)."""
    kinds = next((k for words, k in _AWARD_KINDS_FOR if words in ctx.record_type), None)
    graduate = _GRADUATE_DEGREE.search(_program(ctx)) is not None
    p = ctx.profile
    dependent = not graduate and p.age < INDEPENDENT_AGE and p.marital_status != "married"
    fits = {"any": True, "undergraduate": not graduate, "graduate": graduate, "dependent": dependent,
            "young": not graduate and p.age < 25}
    awards = [a for a in _AWARDS if (kinds is None or a[3] in kinds) and fits[a[4]]]
    name, low, high, _, _ = ctx.rng.choice(awards or [a for a in _AWARDS if a[4] == "any"])
    return f"{name} of {money(ctx, low, high, cents=False)}"




def _advisor(ctx: ValueContext) -> str:
    """An advisor or office contact: a professor or doctor at a college, a plain name at a school."""
    rt = record_type_of(ctx, "education")
    # a school's record (K-12, or about the person's child): no professor answers a middle school's office
    school = rt is not None and (rt.subcategory == "K-12 schooling" or any(k.startswith("child_") for k in rt.fields))
    title = "" if school else ctx.rng.choice(("Dr. ", "Professor ", "Dr. ", ""))
    return f"{title}{person_name(ctx)}"


def _child_grade(ctx: ValueContext) -> int:
    """The parent's child's school grade (-1 pre-kindergarten, 0 kindergarten, 1-12), the same in every field
    of the record that needs it (the grade and the school's level agree), drawn from the parent's age."""
    age = ctx.profile.age
    low, high = max(6, age - 50), min(18, age - 18)
    if high < 6:
        return -1
    if low > high:  # an older guardian, e.g. a grandparent raising a grandchild
        low, high = 6, 18
    return min(12, person_rng(ctx, f"child-grade|{ctx.record_type}").randint(low, high) - 6)


def _dependent(ctx: ValueContext) -> str:
    child = f"{ctx.fake.first_name()} {ctx.profile.last_name}"
    grade = _child_grade(ctx)
    if grade < 0:
        return f"{child}, pre-kindergarten"
    return f"{child}, kindergarten" if grade == 0 else f"{child}, grade {grade}"


def _attendance(ctx: ValueContext) -> str:
    rt = record_type_of(ctx, "education")
    # a record that grades the course: a few absences (no "28 unexcused absences" beside a final A; issue 19)
    absences = ctx.rng.randint(1, 7) if rt is not None and "course_grade" in rt.fields else ctx.rng.randint(2, 28)
    late = ctx.rng.randint(0, 15)
    if rt is not None and "edu_request_date" in rt.fields:  # a record that dates the enrolment days before it: no
        # more missed classes than were held since (s25-stmt: "25 unexcused absences" three weeks after "Enrolled")
        weeks, rng = max(1, (ctx.record_date - request_day(ctx)).days // 7), record_rng(ctx, "attendance")
        absences, late = min(absences, rng.randint(0, weeks)), min(late, rng.randint(0, weeks))
    return f"{counted(absences, 'unexcused absence')} and {counted(late, 'late arrival')} this semester"


# --- the category ------------------------------------------------------------------------

_R = "enrollment and records"
_P = "academic performance"
_A = "financial aid and support"


def _meeting(ctx: ValueContext) -> str:
    day = ctx.record_date + dt.timedelta(days=ctx.rng.randint(2, 40))
    return f"{fmt_date(day, ctx.rng)} at {time_of_day(ctx)}"


def _term(ctx: ValueContext) -> str:
    """The term the record covers: a school child's has no summer term (a record of June to August covers the
    spring semester just ended; issue 19: a kindergartner's "Summer 2024 term" with absences "this semester")."""
    month = ctx.record_date.month
    rt = record_type_of(ctx, "education")
    school_child = rt is not None and any(k.startswith("child_") or k == "dependent_student" for k in rt.fields)
    summer = "Spring" if school_child else "Summer"
    if school_child and "enrollment" in ctx.record_type and 6 <= month <= 8:  # a summer enrollment is for the fall
        summer = "Fall"  # (s26-contra: a July enrollment "for the school year" that "covers Spring 2024 only")
    if rt is not None and rt.subcategory == "university admissions":
        return _entry_term(ctx)
    if "enrollment agreement" in ctx.record_type:  # signed before the term it enrols for, not in its last weeks
        # (s26-agree: a bootcamp agreement signed December 16 "covers Fall 2024")
        year = ctx.record_date.year
        return ("Spring" if month == 1 else "Summer" if month < 5 else "Fall" if month < 9 else "Spring") + \
            f" {year + 1 if month >= 9 else year}"
    return f"{'Spring' if month < 6 else (summer if month < 9 else 'Fall')} {ctx.record_date.year}"


#: field key -> value generator; the field's wording lives in privasis_hub/data/privasis/education.yaml.
_K12_SUBJECTS = ("reading", "math", "science", "social studies", "language arts", "Spanish", "Algebra I", "Biology",
                 "U.S. History", "English 9", "Geometry", "art")
_K12_MARKS = ("A", "A-", "B+", "B", "B-", "C+", "C", "C-", "D", "F")


def _k12_school(ctx: ValueContext) -> str:
    """A school a child attends (never a college: the person is the parent)."""
    grade = _child_grade(ctx)
    kinds = (("Elementary School", "K-8 Academy") if grade <= 5 else ("Middle School", "K-8 Academy") if grade <= 8
             else ("High School",))
    kind = ctx.rng.choice(kinds)
    return f"{ctx.rng.choice((ctx.fake.last_name(), ctx.profile.city))} {kind}"


def _k12_teacher(ctx: ValueContext) -> str:
    return f"{ctx.rng.choice(('Ms.', 'Mr.', 'Mrs.'))} {ctx.fake.last_name()}"


#: subjects by the child's school level (pre-K and kindergarten have no letter-graded subjects beyond these)
_SUBJECTS_BY_LEVEL = {
    "early": ("reading", "math", "art"),
    "elementary": ("reading", "math", "science", "social studies", "language arts", "art"),
    "middle": ("math", "science", "social studies", "language arts", "Spanish", "art"),
    "high": ("Spanish", "Algebra I", "Biology", "U.S. History", "English 9", "Geometry", "art"),
}
#: an 11th or 12th grader's courses (reader6 class 8: "grade 11" beside "A in Algebra I", a ninth grader's course)
_UPPER_HIGH_SUBJECTS = ("Spanish III", "Algebra II", "Chemistry", "U.S. History", "English 11", "Precalculus", "art")
#: a high-school student's courses by grade (reader10: a grade-10 report card listing "English 9" and "Algebra I")
_HIGH_SUBJECTS_BY_GRADE = {
    9: ("Spanish I", "Algebra I", "Biology", "World History", "English 9", "art"),
    10: ("Spanish II", "Geometry", "Chemistry", "World History", "English 10", "art"),
    11: _UPPER_HIGH_SUBJECTS,
    12: ("Spanish IV", "Precalculus", "Physics", "Government", "English 12", "art"),
}


def subjects_for(grade: int) -> tuple[str, ...]:
    """The subjects a child in ``grade`` takes: a high-school grade's own courses, else their school level's."""
    return _HIGH_SUBJECTS_BY_GRADE.get(grade) or _SUBJECTS_BY_LEVEL[_level(grade)]
#: how the child is doing -> the standings and marks that say so
_STANDINGS = {
    "well": ("on track for promotion to the next grade", "on the honor roll for the second quarter",
             "meeting grade-level standards in most subjects"),
    "struggling": ("below grade level in reading", "at risk of being held back", "two grade levels behind in math"),
}
CHILD_STANDINGS: tuple[str, ...] = _STANDINGS["well"] + _STANDINGS["struggling"]
#: conduct incident -> the school levels it happens at
_INCIDENTS = {
    "pushing a classmate at recess": ("early", "elementary"),
    "repeated phone use in class after warnings": ("middle", "high"),
    "a fight in the cafeteria": ("elementary", "middle", "high"),
    "skipping third period twice in one week": ("high",),
    "vaping in a school restroom": ("middle", "high"),
    "sending bullying messages in a class group chat": ("middle", "high"),
    "throwing blocks during circle time": ("early",),
    "biting a classmate during free play": ("early",),
}
CHILD_INCIDENTS: tuple[str, ...] = tuple(_INCIDENTS)


def _level(grade: int) -> str:
    return "early" if grade <= 0 else "elementary" if grade <= 5 else "middle" if grade <= 8 else "high"


def _child_doing(ctx: ValueContext) -> str:
    """How the parent's child is doing this term ("well" or "struggling"), the same in every field of the record:
    a truancy letter, disciplinary referral or an at-risk note is about a struggling child."""
    name = ctx.record_type.lower()
    if re.search(r"truancy|disciplinary|probation", name):
        return "struggling"
    return person_rng(ctx, f"child-doing|{ctx.record_type}|{ctx.record_date}").choice(("well", "well", "struggling"))


#: The standards-based marks of a kindergarten to grade-2 report card (no letter grades that young), well / struggling.
_EARLY_MARKS = {"well": ("a 3 (meeting the standard)", "a 4 (exceeding the standard)"),
                "struggling": ("a 2 (approaching the standard)", "a 1 (beginning to meet the standard)")}
#: The last grade whose report card has standards-based marks, and the last grade a standing cannot be
#: "grade levels behind" (a kindergartner or first-grader is not two grade levels behind anything).
EARLY_MARKS_TO, NO_LEVELS_BEHIND_TO = 2, 2


def _k12_grade(ctx: ValueContext) -> str:
    """A mark in a subject the child's level has, good or poor as the child is doing: a standards-based mark up to
    grade 2 (issue 19: no kindergartner with a "C+ in math"), a letter grade after it."""
    doing = _child_doing(ctx)
    grade = _child_grade(ctx)
    subject = ctx.rng.choice(subjects_for(grade))
    if _child_grade(ctx) <= EARLY_MARKS_TO:
        return f"{ctx.rng.choice(_EARLY_MARKS[doing])} in {subject}"
    marks = _K12_MARKS[:5] if doing == "well" else _K12_MARKS[5:]
    return f"{ctx.rng.choice(marks)} in {subject}"


def _child_standing(ctx: ValueContext) -> str:
    options = _STANDINGS[_child_doing(ctx)]
    grade = _child_grade(ctx)
    if grade <= 0:  # no honor roll or grade-level reading before first grade
        options = tuple(o for o in options if "honor roll" not in o and "reading" not in o) or options
    if grade <= NO_LEVELS_BEHIND_TO:  # a young child is not "two grade levels behind"
        options = tuple(o for o in options if "levels behind" not in o) or options
    choice = ctx.rng.choice(options)
    if "honor roll" in choice:  # the last quarter that has ended by the record's date (reader15: "the honor roll
        # for the second quarter" on November 2, a week into that quarter; s25-contra)
        choice = "on the honor roll " + honor_roll_quarter(ctx.record_date.month)
    return choice


def honor_roll_quarter(month: int) -> str:
    """The last grading quarter of a school year (Aug-Oct, Nov-Jan, Feb-Mar, Apr-Jun) ended by ``month``."""
    return {11: "for the first quarter", 12: "for the first quarter", 1: "for the first quarter",
            2: "for the second quarter", 3: "for the second quarter", 4: "for the third quarter",
            5: "for the third quarter", 6: "for the fourth quarter", 7: "for the fourth quarter"}.get(
        month, "last spring")


def _child_attendance(ctx: ValueContext) -> str:
    """Absences and late arrivals this semester, few or many as the child is doing; a young child's (to grade 2)
    most are fewer (issue 19: no kindergartner with 26 unexcused absences)."""
    if _child_doing(ctx) == "well":
        absences, late = ctx.rng.randint(0, 4), ctx.rng.randint(0, 3)
    elif _child_grade(ctx) <= EARLY_MARKS_TO:
        absences, late = ctx.rng.randint(6, 14), ctx.rng.randint(3, 10)
    else:
        absences, late = ctx.rng.randint(8, 28), ctx.rng.randint(3, 15)
    return f"{counted(absences, 'unexcused absence')} and {counted(late, 'late arrival')} this semester"


#: A child's supports and test results, each with the lowest grade it fits (0 kindergarten): a kindergartner does not
#: read assignments through text-to-speech, take timed tests or sit the state test (from grade 3) (issue 19).
CHILD_ACCOMMODATIONS = {"extended time on tests for ADHD": 2, "speech therapy twice a week": -1,
                        "preferential seating near the teacher": -1, "a one-on-one aide during math": 0,
                        "breaks in a sensory room": -1, "text-to-speech for reading assignments": 2}
CHILD_TEST_SCORES = {"the 34th percentile on the spring reading benchmark": 0, "a full-scale IQ of 94 on the WISC-V": -1,
                     "a standard score of 78 in reading fluency": 1, "Level 2 of 4 on the state math test": 3,
                     "the 61st percentile in math on the MAP test": 1, "a processing-speed index of 81": -1}


#: The test results that tell a child doing well, and those that tell neither way (the rest tell a struggling one).
_GOOD_SCORES = frozenset({"the 61st percentile in math on the MAP test"})
_NEUTRAL_SCORES = frozenset({"a full-scale IQ of 94 on the WISC-V"})


def _for_grade(key: str, pool: dict[str, int]):
    """A generator of ``pool``'s values (the record type's matter of them) that fit the child's grade."""

    def draw(ctx: ValueContext) -> str:
        grade = _child_grade(ctx)
        options = drawn_choices(ctx, "education", key, tuple(pool))
        fit = [o for o in options if pool.get(o, -1) <= grade] or list(options)
        if key == "child_test_score":  # a score as good or poor as the child is doing (reader6 class 8: "meeting
            # grade-level standards" beside "Level 2 of 4 on the state math test")
            good = _child_doing(ctx) == "well"
            fit = [o for o in fit if (o in _GOOD_SCORES) == good or o in _NEUTRAL_SCORES] or fit
        return ctx.rng.choice(fit)

    return draw


def _child_incident(ctx: ValueContext) -> str:
    level = _level(_child_grade(ctx))
    return ctx.rng.choice([i for i, levels in _INCIDENTS.items() if level in levels])


#: housing plan -> the oldest student who plans on it (a 61-year-old does not move into a first-year hall)
_HOUSING = {
    "a double room in a first-year residence hall": 24,
    "living at home with parents": 26,
    "an off-campus apartment with roommates": 40,
    "family housing on campus": 60,
    "commuting from a relative's home": 120,
    "commuting from home": 120,
}
HOUSING_PLANS: tuple[str, ...] = tuple(_HOUSING)


def _housing_plan(ctx: ValueContext) -> str:
    return ctx.rng.choice([h for h, oldest in _HOUSING.items() if ctx.profile.age <= oldest])




def _attended(ctx: ValueContext) -> tuple[int, int]:
    """The years the person studied at the institution (from 18-26 for 2-6 years; none after the record's year)."""
    rng = record_rng(ctx, "attended")
    born = ctx.record_date.year - ctx.profile.age
    start = min(born + rng.randint(18, 26), ctx.record_date.year - 1)
    return start, min(start + rng.randint(2, 6), ctx.record_date.year - 1)


def _attendance_years(ctx: ValueContext) -> str:
    start, end = _attended(ctx)
    return f"{start} to {end}" if end > start else str(start)


def _degree_conferred(ctx: ValueContext) -> str:
    """The degree the attendance ended with (or none): its month and year are the last term's."""
    spring = record_rng(ctx, "term").random() < 0.7
    year = _attended(ctx)[1]
    if record_rng(ctx, "degree").random() < 0.2 or year - _attended(ctx)[0] < 2:
        return "no degree conferred; credits only"
    return f"a degree conferred in {'May' if spring else 'December'} {year}"


#: The credits a program of each kind totals (a bachelor's 120-128, an associate degree 60-64, a master's 30-60).
_PROGRAM_CREDITS = ((re.compile(r"\((?:certificate|bootcamp)"), (24, 30, 36)), (re.compile(r"\(A\.A|\(A\.S"), (60, 64)),
                    (re.compile(r"\((?:Ph\.D|Ed\.D)"), (72, 90)), (_GRADUATE_DEGREE, (30, 36, 48, 60)),
                    (re.compile(r"\(B\."), (120, 124, 128)))


def _school_incident_day(ctx: ValueContext) -> str:
    """The school day of the incident a referral tells: the referral is written that day or within a few school days
    (s28-frames: its clock time is told with this day). Never a Saturday or a Sunday."""
    day = ctx.record_date - dt.timedelta(days=ctx.rng.choice((0, 0, 1, 1, 2, 3)))
    while day.weekday() >= 5:
        day -= dt.timedelta(days=1)
    return fmt_date(day, ctx.rng)


def _credits_completed(ctx: ValueContext) -> str:
    """Credits earned of the program's total: all of them where the record tells a degree conferred, fewer where it
    tells none (issue 19: no "65 of 124 credits" beside "a degree conferred in May 1982")."""
    total = ctx.rng.choice((60, 120, 124, 128))
    rt = record_type_of(ctx, "education")
    if rt is not None and "program_of_study" in rt.fields:  # the program's own total (s24-facts: no B.A. of 60)
        total = record_rng(ctx, "credit-total").choice(next((t for rx, t in _PROGRAM_CREDITS if rx.search(_program(ctx))),
                                     (60, 120, 124, 128)))
    if rt is not None and "degree_conferred" in rt.fields:
        if _degree_conferred(ctx).startswith("a degree"):
            return f"{total} of {total} credits"
        return f"{ctx.rng.randint(6, total - 12)} of {total} credits"
    return f"{ctx.rng.randint(6, total - 2)} of {total} credits"


def _last_term(ctx: ValueContext) -> str:
    return f"{'Spring' if record_rng(ctx, 'term').random() < 0.7 else 'Fall'} {_attended(ctx)[1]}"

# --- one program per record (issue 19): a graduate student's topic, lab and course are their program's ----------

#: Every program of study (what a record type's ``matter`` narrows ``program_of_study`` to).
PROGRAMS: tuple[str, ...] = ('Mechanical Engineering (B.S.)', 'Nursing (B.S.N.)', 'Accounting (B.B.A.)', 'Computer Science (B.S.)', 'Psychology (B.A.)', 'Elementary Education (B.S.Ed.)', 'Public Health (M.P.H.)', 'Social Work (M.S.W.)', 'Business Administration (M.B.A.)', 'History (B.A.)', 'Biochemistry (Ph.D.)', 'Electrical Engineering (M.S.)', 'Paralegal Studies (A.A.S.)', 'Welding Technology (certificate)', 'Dental Hygiene (A.A.S.)', 'Criminal Justice (B.S.)', 'Graphic Design (B.F.A.)', 'Economics (Ph.D.)', 'Sociology (M.A.)', 'Data Science (M.S.)', 'Medical Assisting (certificate)', 'Early Childhood Education (A.A.)', 'Full-Stack Web Development (bootcamp)', 'English for Speakers of Other Languages (Level 4)', 'High School Equivalency (GED preparation)')
COURSES: tuple[str, ...] = ('World History', 'Chemistry 101', 'Introduction to Statistics', 'Organic Chemistry', 'Principles of Accounting', 'Introduction to Sociology', 'Microeconomics', 'Research Methods in Psychology', 'Calculus I', 'Data Structures', 'Composition and Rhetoric', 'Physics for Engineers')
TOPICS: tuple[str, ...] = ('graph neural networks for drug-target interaction prediction', 'groundwater arsenic exposure in rural well users', 'labor organizing among app-based delivery workers', 'microplastic uptake in freshwater mussels', 'bilingual language development in preschool children', 'the economics of medical debt in rural counties', 'soil carbon storage under cover cropping', 'sleep disruption among night-shift nurses', 'the archival history of redlining in mid-sized cities', 'low-cost sensors for urban heat island mapping', 'peer tutoring effects in community college mathematics', 'CRISPR screening of antibiotic resistance genes', 'misinformation spread in neighborhood social networks', 'battery degradation in grid-scale storage', 'trauma-informed discipline policies in middle schools')
LABS: tuple[str, ...] = ('the Coastal Ecology Lab', 'the Computational Linguistics Group', 'the Materials Chemistry Lab', 'the Child Development Lab', 'the Urban Policy Research Center')
#: A graduate program -> the thesis topics, labs and courses of that field (no bilingual-preschool thesis in the
#: Urban Policy Research Center beside Microeconomics for a social-work student).
_GRADUATE: dict[str, tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]] = {
    "Biochemistry (Ph.D.)": (("CRISPR screening of antibiotic resistance genes",
                              "microplastic uptake in freshwater mussels"),
                             ("the Materials Chemistry Lab", "the Coastal Ecology Lab"),
                             ("BCHM 610 Advanced Biochemistry", "BCHM 720 Protein Structure and Function")),
    "Economics (Ph.D.)": (("the economics of medical debt in rural counties",
                           "peer tutoring effects in community college mathematics"),
                          ("the Urban Policy Research Center",), ("ECON 701 Microeconomic Theory I", "ECON 715 Econometrics II")),
    "Sociology (M.A.)": (("labor organizing among app-based delivery workers",
                          "the archival history of redlining in mid-sized cities",
                          "misinformation spread in neighborhood social networks"),
                         ("the Urban Policy Research Center",), ("SOC 601 Classical Social Theory", "SOC 612 Quantitative Methods for Social Research")),
    "Electrical Engineering (M.S.)": (("battery degradation in grid-scale storage",
                                       "low-cost sensors for urban heat island mapping"),
                                      ("the Materials Chemistry Lab",), ("EE 620 Power Electronics", "EE 641 Stochastic Processes")),
    "Data Science (M.S.)": (("graph neural networks for drug-target interaction prediction",
                             "misinformation spread in neighborhood social networks"),
                            ("the Computational Linguistics Group",), ("DS 610 Statistical Learning", "DS 640 Deep Learning")),
    "Public Health (M.P.H.)": (("groundwater arsenic exposure in rural well users",
                                "sleep disruption among night-shift nurses"),
                               ("the Urban Policy Research Center",), ("PH 611 Biostatistics", "PH 620 Principles of Epidemiology")),
    "Social Work (M.S.W.)": (("trauma-informed discipline policies in middle schools",
                              "bilingual language development in preschool children"),
                             ("the Child Development Lab",), ("SW 630 Research Methods in Social Work",
                                                              "SW 612 Human Behavior in the Social Environment")),
}


#: The program a graduate of each trade studied (s27-fit: a pharmacist's transcript of a "Welding Technology
#: (certificate)"), where the record is about a finished program (a transcript, a past degree).
_TRADE_PROGRAMS: dict[str, tuple[str, ...]] = {
    "registered nurse": ("Nursing (B.S.N.)",), "nurse practitioner": ("Nursing (B.S.N.)",),
    "dental hygienist": ("Dental Hygiene (A.A.S.)",), "welder": ("Welding Technology (certificate)",),
    "paralegal": ("Paralegal Studies (A.A.S.)",), "medical assistant": ("Medical Assisting (certificate)",),
    "staff accountant": ("Accounting (B.B.A.)",), "bookkeeper": ("Accounting (B.B.A.)",),
    "tax preparer": ("Accounting (B.B.A.)",), "software engineer": ("Computer Science (B.S.)",),
    "software developer": ("Computer Science (B.S.)",), "web developer": ("Computer Science (B.S.)",),
    "data analyst": ("Data Science (M.S.)", "Computer Science (B.S.)", "Economics (Ph.D.)"),
    "high school teacher": ("Elementary Education (B.S.Ed.)", "History (B.A.)"),
    "middle school teacher": ("Elementary Education (B.S.Ed.)",),
    "preschool teacher": ("Early Childhood Education (A.A.)", "Elementary Education (B.S.Ed.)"),
    "childcare worker": ("Early Childhood Education (A.A.)",), "graphic designer": ("Graphic Design (B.F.A.)",),
    "police officer": ("Criminal Justice (B.S.)",), "social worker": ("Social Work (M.S.W.)",),
    "school counselor": ("Psychology (B.A.)", "Social Work (M.S.W.)"),
    "civil engineer": ("Mechanical Engineering (B.S.)", "Electrical Engineering (M.S.)"),
}
#: Occupations whose own degree is a professional one: no trade school's certificate or associate degree for them.
_PROFESSIONS = frozenset({"pharmacist", "physician", "surgeon", "dentist", "lawyer", "veterinarian",
                          "college professor", "research scientist", "physical therapist"})
_TRADE_SCHOOL = re.compile(r"\((?:certificate|A\.A\.S\.|A\.A\.)\)$")
#: Record types about a program the person finished (their program is their trade's).
_FINISHED_PROGRAM = frozenset({"official transcript request"})


#: The first year a program of each kind took students at most colleges (reader20 C5: no "Computer Science (B.S.)"
#: conferred in 1961, no "Paralegal Studies (A.A.S.)" attended 1960 to 1962); a program not listed is older than
#: anyone's studies here.
_PROGRAM_SINCE: dict[str, int] = {
    "Computer Science (B.S.)": 1970, "Data Science (M.S.)": 2013, "Full-Stack Web Development (bootcamp)": 2012,
    "Paralegal Studies (A.A.S.)": 1972, "Criminal Justice (B.S.)": 1970, "Early Childhood Education (A.A.)": 1970,
    "Medical Assisting (certificate)": 1965, "English for Speakers of Other Languages (Level 4)": 1970,
    "Public Health (M.P.H.)": 1950, "Social Work (M.S.W.)": 1950, "Graphic Design (B.F.A.)": 1960,
}


def _program(ctx: ValueContext) -> str:
    """The record's program of study (its record type's matter narrows it), the same for every field; a finished
    program the person's trade was trained in (:data:`_TRADE_PROGRAMS`) and one that existed when they started it
    (:data:`_PROGRAM_SINCE`)."""
    options = drawn_choices(ctx, "education", "program_of_study", PROGRAMS)
    if ctx.record_type in _FINISHED_PROGRAM:
        started = _attended(ctx)[0]
        options = tuple(p for p in options if _PROGRAM_SINCE.get(p, 0) <= started) or options
        job = (ctx.profile.occupation or "").removeprefix("retired ")
        options = (tuple(p for p in options if p in _TRADE_PROGRAMS.get(job, ()))
                   or tuple(p for p in options if job in _PROFESSIONS and not _TRADE_SCHOOL.search(p))
                   or options)
    return record_rng(ctx, "program").choice(options)


def _graduate(ctx: ValueContext) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]] | None:
    """The topics, labs and courses of the record's program when the record is a graduate student's (it tells a
    thesis topic) and the program is a graduate one; else None."""
    rt = record_type_of(ctx, "education")
    if rt is None or "thesis_research_topic" not in rt.fields:
        return None
    return _GRADUATE.get(_program(ctx))


def _thesis_topic(ctx: ValueContext) -> str:
    """A thesis topic of the record's program."""
    grad = _graduate(ctx)
    return record_rng(ctx, "topic").choice(grad[0] if grad else TOPICS)


def _research_lab(ctx: ValueContext) -> str:
    """A lab of the record's program."""
    grad = _graduate(ctx)
    return ctx.rng.choice(grad[1] if grad else LABS)


def _course_title(ctx: ValueContext) -> str:
    """A course: on a graduate record (or a record of a graduate program), one of its program's graduate courses
    (reader10 79: no "Introduction to Statistics" for a graduate student); else any."""
    grad = _graduate(ctx)
    rt = record_type_of(ctx, "education")
    if grad is None and rt is not None and "program_of_study" in rt.fields:
        grad = _GRADUATE.get(_program(ctx))
    return ctx.rng.choice(grad[2] if grad else COURSES)


#: A graduate student's next milestone by degree: a master's student writes a thesis, a doctoral student a
#: dissertation (reader10 79: no "dissertation proposal defense" for an M.A. student); the last is the final one.
_MILESTONES = {"doctoral": ("the dissertation proposal defense before the full committee",
                            "a full draft of the second chapter", "submission of the first paper to a journal",
                            "the final defense"),
               "master's": ("the thesis proposal meeting with the full committee",
                            "a full draft of the thesis for the committee to read", "the thesis defense")}
_FINAL_MILESTONES = frozenset(m[-1] for m in _MILESTONES.values())
#: A committee's rating -> the graduate GPA band that goes with it (reader10 79: no 2.12 with "satisfactory
#: progress" and a stipend; below 3.00 a graduate student is on probation).
_RATING_GPA = {"excellent progress": (3.70, 4.00), "satisfactory progress": (3.30, 3.95),
               "progress with concerns": (3.00, 3.40), "unsatisfactory progress": (2.70, 3.10)}


def _doctoral(ctx: ValueContext) -> bool:
    return re.search(r"\((?:Ph\.D|Ed\.D)", _program(ctx)) is not None


def _thesis_milestone(ctx: ValueContext) -> str:
    """The student's next milestone, of their degree (the same for every field that reads it)."""
    milestones = _MILESTONES["doctoral" if _doctoral(ctx) else "master's"]
    rt = record_type_of(ctx, "education")
    if rt is not None and "exam_outcome" in rt.fields:  # just past the qualifying exam: the proposal comes next
        milestones = milestones[:1]  # (s24-facts: no "final defense" and graduation within the year after it)
    return record_rng(ctx, "milestone").choice(milestones)


def _thesis_rating(ctx: ValueContext) -> str:
    """The committee's rating (the same for every field that reads it: the GPA is within its band)."""
    return record_rng(ctx, "rating").choices(tuple(_RATING_GPA), weights=(3, 5, 2, 1))[0]



GENERATORS: dict[str, Generator] = {
    "school_incident_day": _school_incident_day,
    "child_accommodation": _for_grade("child_accommodation", CHILD_ACCOMMODATIONS),
    "child_test_score": _for_grade("child_test_score", CHILD_TEST_SCORES),
    "program_of_study": _program,
    "thesis_research_topic": _thesis_topic,
    "research_lab": _research_lab,
    "course_title": _course_title,
    "thesis_next_milestone": _thesis_milestone,
    "thesis_progress_rating": _thesis_rating,
    "attendance_years": _attendance_years,
    "last_term_attended": _last_term,
    "degree_conferred": _degree_conferred,
    "housing_plan": _housing_plan,
    "child_standing": _child_standing,
    "child_attendance": _child_attendance,
    "child_conduct_incident": _child_incident,
    "k12_school": _k12_school,
    "k12_teacher": _k12_teacher,
    "k12_grade": _k12_grade,
    "graduate_stipend": lambda ctx: money(ctx, 24000, 42000, cents=False),
    "student_id_number": lambda ctx: safe_ids.internal_id(ctx.rng, ctx.rng.choice(("STU", "SID", "LRN"))),
    "institution_name": _institution,
    "previous_school": _previous_school,
    "enrollment_status": _enrollment,
    "expected_graduation_term": _graduation,
    "faculty_advisor": _advisor,
    "dependent_student": _dependent,
    "cumulative_gpa": _gpa,
    "academic_standing": _standing,
    "course_grade": _course_grade,
    "esl_level": _esl_level,
    "household_income": _household_income,
    "standardized_test_score": _test_score,
    "attendance_summary": _attendance,
    "financial_aid_award": _aid_award,
    "student_aid_index": lambda ctx: f"{ctx.rng.randint(1000, 42000):,}",
    "student_loan_balance": lambda ctx: money(ctx, 3500, 98000),
    "tuition_balance_due": lambda ctx: money(ctx, 250, 14500),
    "meeting_date": _meeting,
    "credits_completed": _credits_completed,
    "academic_term": _term,
    "appointment_period": _appointment_period,
    "admission_decision": _admission_decision,
    "edu_request_date": lambda ctx: fmt_date(request_day(ctx), ctx.rng),
}

#: Generated fields whose values a record type's ``matter`` may narrow.
POOLS: dict[str, tuple[str, ...]] = {"academic_standing": STANDINGS, "program_of_study": PROGRAMS,
                                     "child_accommodation": tuple(CHILD_ACCOMMODATIONS),
                                     "child_test_score": tuple(CHILD_TEST_SCORES)}
