"""Where a record's people and offices are: real U.S. towns with their real ZIP codes, and street addresses as U.S.
mail writes them.

Towns come from the USPS table the ``zipcodes`` package bundles (standard, active ZIP codes only; no P.O.-box-only
or unique-organisation codes), written once into ``privasis_hub/data/privasis/us_towns.tsv`` by :func:`write_table`
(``python -m privasis_hub.synth.places``), so a town, its state and its ZIP code always agree and a reader meets
"Springfield, IL 62704", not "Port Candicestad, IL 62704". A town is drawn by how many ZIP codes it has (weight:
their number to the power 1.6; a city of forty ZIP codes is home to far more people than a village of one). Towns
whose name is everyday words alone ("Mobile", "Union", "Commerce") are left out, so a town's name is never confused
with the words around it when values are found in a text. Street addresses are made here (house number, a common
street name and suffix, sometimes a unit); no real address is looked up, and none is a real person's.
"""

from __future__ import annotations

import random
import re
from bisect import bisect
from functools import lru_cache
from importlib import resources
from itertools import accumulate

import phonenumbers
from phonenumbers import geocoder

from privasis_hub.safe_ids import STATE_AREA_CODES

#: Street names common across U.S. towns (no person's names: a street never holds a name part of anyone in a record).
_STREETS = (
    "Oak", "Maple", "Pine", "Cedar", "Elm", "Birch", "Walnut", "Chestnut", "Willow", "Spruce", "Hickory", "Magnolia",
    "Sycamore", "Dogwood", "Aspen", "Cottonwood", "Juniper", "Mulberry", "Linden", "Beech", "Poplar", "Cherry",
    "Main", "Park", "Lake", "Hill", "River", "Spring", "Mill", "Church", "School", "Meadow", "Forest", "Ridge",
    "Valley", "Sunset", "Highland", "Orchard", "Prospect", "Pleasant", "Market", "Water", "Bridge", "Harbor", "Bay",
    "Brook", "Creek", "Fairview", "Grandview", "Lakeview", "Hillcrest", "Woodland", "Greenwood", "Oakwood",
    "Elmwood", "Riverside", "Country Club", "College", "Academy", "Railroad", "Depot", "Front", "High", "Broad",
    "Canal", "Summit", "Heritage", "Meadowbrook", "Pinecrest", "Stonegate", "Briarwood", "Timber", "Quail",
    "Cardinal", "Bluebird", "Deer Run", "Fox Run", "Old Mill", "Mill Pond", "Sugar Creek", "Bent Tree",
)
_NUMBERED = ("1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th", "9th", "10th", "11th", "12th", "14th", "16th",
             "18th", "21st", "23rd", "27th", "32nd", "41st")
#: Suffixes by how often streets carry them.
_SUFFIXES = (("St", 24), ("Ave", 18), ("Rd", 14), ("Dr", 14), ("Ln", 9), ("Ct", 6), ("Way", 4), ("Blvd", 3),
             ("Pl", 3), ("Cir", 2), ("Ter", 2), ("Pkwy", 1), ("Trl", 1))
_SUFFIX_NAMES = tuple(s for s, _ in _SUFFIXES)
_SUFFIX_CUM = tuple(accumulate(w for _, w in _SUFFIXES))
#: Everyday words a town's name must not hold (they are the record templates' own words).
_EVERYDAY = frozenset("""
    mobile union commerce center centre liberty independence justice temple hospital marine friendship industry
    opportunity enterprise energy progress harmony unity hope faith grace victory welcome sandy beach office home
    school college university court church bank post station park lake river spring mill forest city town village
    county state north south east west new old grand early normal pleasant orange lime still reading story eagle
    paradise plenty zero ideal pride success surprise truth love why what how who none nothing bonus chance
""".split())

#: Military installations the USPS lists as towns (a base's own ZIP code, no civilian town): nobody's home or office
#: is in one, and no firm is named after one (reader18: "Jbphh, HI 96860", "White Sands Missile Range Media
#: Collective"). By name, and the forts and camps that are bases (Fort Collins, Fort Lee, NJ and Fort Bragg, CA are
#: towns).
_INSTALLATION = re.compile(r"\b(?:AFB|Air Force Base|Air Reserve Base|Army Airfield|Army Medical Center|Proving Ground"
                           r"|Missile Range|Arsenal|Navy Yard|Naval Air Station|Barracks|Usaf Academy)\b"
                           r"|^(?:Jb[a-z]*|Jbsa .*|Joint Base .*|Mcbh .*)$", re.I)
_INSTALLATIONS = frozenset({
    ("AK", "Fort Wainwright"), ("AL", "Fort Rucker"), ("AZ", "Fort Huachuca"), ("CA", "Fort Irwin"),
    ("FL", "Hurlburt Field"), ("GA", "Fort Benning"), ("GA", "Fort Stewart"), ("GA", "Kings Bay"),
    ("HI", "Camp H M Smith"), ("HI", "Fort Shafter"), ("KS", "Fort Leavenworth"), ("KS", "Fort Riley"),
    ("KY", "Fort Campbell"), ("KY", "Fort Knox"), ("LA", "Fort Polk"), ("MD", "Fort George G Meade"),
    ("MD", "Patuxent River"), ("MO", "Fort Leonard Wood"), ("NC", "Camp Lejeune"), ("NC", "Cherry Point"),
    ("NC", "Fort Bragg"), ("NJ", "Fort Monmouth"), ("NY", "Fort Drum"), ("NY", "West Point"), ("OK", "Fort Sill"),
    ("PR", "Fort Buchanan"), ("TX", "Fort Bliss"), ("TX", "Fort Hood"), ("VA", "Fort Belvoir"), ("VA", "Fort Eustis"),
    ("VA", "Fort Lee"), ("VA", "Fort Monroe"), ("VA", "Fort Myer"), ("VA", "Quantico"),
})


def is_installation(state: str, town: str) -> bool:
    """True when ``town`` in ``state`` is a military installation the USPS lists as a town, not a civilian town."""
    return (state, town) in _INSTALLATIONS or bool(_INSTALLATION.search(town))


#: The towns table shipped with the package (written by :func:`write_table`).
TABLE = "us_towns.tsv"


def _read_source() -> dict[tuple[str, str], tuple[list[str], set[str], list[str]]]:
    """(state, town) -> (its ZIP codes, its telephone area codes, the counties of its ZIP codes), from the
    ``zipcodes`` package's USPS table (standard, active ZIP codes; towns named by everyday words alone left out)."""
    import zipcodes  # a development dependency: only needed to rewrite the shipped table

    towns: dict[tuple[str, str], tuple[list[str], set[str], list[str]]] = {}
    for row in zipcodes.list_all():
        if row["zip_code_type"] != "STANDARD" or not row["active"]:
            continue
        city = row["city"].strip()
        words = city.lower().replace(".", "").split()
        if not city or re.search(r"[^A-Za-z .'-]", city) or all(w in _EVERYDAY for w in words):
            continue  # "Mobile", "Union", "Commerce": a town named by everyday words alone
        if is_installation(row["state"], city):
            continue  # "Jbphh", "Fort Hood": a base, not a town
        zips, areas, counties = towns.setdefault((row["state"], city), ([], set(), []))
        zips.append(row["zip_code"])
        areas.update(a for a in row.get("area_codes") or () if a.isdigit())
        if row.get("county"):
            counties.append(row["county"].strip())
    return towns


def _main_county(counties: list[str]) -> str:
    """The county most of a town's ZIP codes lie in (the first by name on a tie); empty when none is known."""
    return min(set(counties), key=lambda c: (-counties.count(c), c)) if counties else ""


def write_table(path: str | None = None) -> str:
    """Rewrite the shipped towns table from the ``zipcodes`` package: one line per town, ``state<TAB>town<TAB>zip
    codes<TAB>area codes<TAB>county``, sorted. Returns the path written. Run ``python -m privasis_hub.synth.places``
    after upgrading it."""
    target = path or str(resources.files("privasis_hub.data.privasis").joinpath(TABLE))
    lines = [f"{state}\t{city}\t{' '.join(sorted(zips))}\t{' '.join(sorted(areas))}\t{_main_county(counties)}"
             for (state, city), (zips, areas, counties) in sorted(_read_source().items())]
    with open(target, "w", encoding="utf-8") as fh:
        fh.write("# U.S. towns, their standard ZIP codes, telephone area codes and county, from the USPS table of the"
                 " zipcodes package (python -m privasis_hub.synth.places)\n" + "\n".join(lines) + "\n")
    return target


@lru_cache(maxsize=1)
def _index() -> dict[tuple[str, str], tuple[tuple[str, ...], tuple[str, ...]]]:
    """(state, town) -> (its ZIP codes, its area codes), in the shipped table's order."""
    return {k: v[:2] for k, v in _rows().items()}


@lru_cache(maxsize=1)
def _rows() -> dict[tuple[str, str], tuple[tuple[str, ...], tuple[str, ...], str]]:
    """(state, town) -> (its ZIP codes, its area codes, its county), in the shipped table's order."""
    towns: dict[tuple[str, str], tuple[tuple[str, ...], tuple[str, ...], str]] = {}
    text = resources.files("privasis_hub.data.privasis").joinpath(TABLE).read_text(encoding="utf-8")
    for n, line in enumerate(text.splitlines(), start=1):
        if not line or line.startswith("#"):
            continue
        parts = line.split("\t")
        if len(parts) != 5 or not parts[2]:
            raise ValueError(f"privasis_hub/data/privasis/{TABLE}, line {n}: expected "
                             "'state<TAB>town<TAB>zip codes<TAB>area codes<TAB>county'")
        towns[(parts[0], _mc(parts[1]))] = (tuple(parts[2].split()), tuple(parts[3].split()), _mc(parts[4]))
    return towns


def _mc(name: str) -> str:
    """A town or county name with its "Mc" words cased as written ("McComb", "McDowell County"; the USPS table
    has "Mccomb": reader8 class 7)."""
    return re.sub(r"\bMc([a-z])(?=[a-z]{2})", lambda m: "Mc" + m.group(1).upper(), name)


@lru_cache(maxsize=1)
def _table() -> dict[str, tuple[tuple[str, tuple[str, ...]], ...]]:
    """For each state, its towns with their ZIP codes, in a fixed order."""
    towns: dict[str, list[tuple[str, tuple[str, ...]]]] = {}
    for (state, city), (zips, _) in _index().items():
        towns.setdefault(state, []).append((city, zips))
    return {state: tuple(rows) for state, rows in towns.items()}


def area_codes(state: str, city: str) -> tuple[str, ...]:
    """The telephone area codes of ``city`` in ``state`` (empty when the town is not in the table), those of the
    state itself only: the table lists a border town's neighbours' codes too (reader12: a Duluth, MN office under
    Wisconsin's 534, Juneau under British Columbia's 250)."""
    return _own_codes(state, _index().get((state, city), ((), ()))[1])


@lru_cache(maxsize=65536)
def _own_codes(state: str, codes: tuple[str, ...]) -> tuple[str, ...]:
    own = STATE_AREA_CODES.get(state.upper())
    if not own:
        return codes
    places_of = {state.upper()} | {_code_place(c) for c in own}  # the state as libphonenumber names its codes
    return tuple(c for c in codes if c in own or _code_place(c) in places_of)


@lru_cache(maxsize=1024)
def _code_place(code: str) -> str:
    """Where libphonenumber's geocoder puts a North American area code: a state ("Florida") or, for a city's own
    code, the state's postal abbreviation ("New York, NY" -> "NY"); "" where it knows none."""
    place = geocoder.description_for_number(phonenumbers.parse(f"+1{code}2010100"), "en")
    m = re.search(r", ([A-Z]{2})$", place)
    return m.group(1) if m else place


def zip_codes(state: str, city: str) -> tuple[str, ...]:
    """The ZIP codes of ``city`` in ``state`` (empty when the town is not in the table): a city has several."""
    return _index().get((state, city), ((), ()))[0]


def county(state: str, city: str) -> str:
    """The county (parish, borough) ``city`` in ``state`` lies in, as its own offices name it: "Butte County",
    "Orleans Parish", "Richmond City" (an independent city); empty when the town is not in the table. A sheriff,
    a county court or a county social services office is the county's, never a town's (issue 19: "Howe Sheriff's
    Office" for a hamlet of Butte County)."""
    name = _rows().get((state, city), ((), (), ""))[2]
    return name[:-4] + "City" if name.endswith(" city") else name


@lru_cache(maxsize=64)
def _area_share(state: str) -> dict[str, float]:
    """Each area code of ``state``: the share of the state's towns it serves."""
    towns = [codes for (st, _), (_, codes) in _index().items() if st == state]
    counts: dict[str, int] = {}
    for codes in towns:
        for code in set(codes):
            counts[code] = counts.get(code, 0) + 1
    return {code: n / max(len(towns), 1) for code, n in counts.items()}


def state_area_codes(state: str) -> frozenset[str]:
    """Every area code that serves a town of ``state`` (a two-letter code): a phone with one names the state (area
    codes never cross states)."""
    return frozenset(_area_share(state))


def town_clues(state: str, city: str) -> tuple[tuple[str, ...], tuple[str, ...], str]:
    """What names ``city`` once its name goes (issue 19, reader4 T7: "Jefferson County Department of Human Services"
    and "+1 502 555 0120" give Louisville back): its ZIP codes, those of its area codes that serve less than half of
    the state's towns (a state-wide code says only the state), and its county ("" when the town is not in the table
    or the county is named after it, when the town's own name says it already)."""
    zips, codes = _index().get((state, city), ((), ()))
    share = _area_share(state)
    name = county(state, city)
    if name.lower().startswith(city.lower()) or not re.search(r" (?:County|Parish|Borough)$", name):
        name = ""  # "District of Columbia", "Richmond City", "Anchorage Municipality": no county word to keep
    return zips, tuple(c for c in codes if share.get(c, 1.0) < 0.5), name


@lru_cache(maxsize=64)
def _weights(state: str) -> tuple[int, ...]:
    return tuple(accumulate(round(len(zips) ** 1.6 * 10) for _, zips in _table()[state]))


def has_state(state: str) -> bool:
    """Whether towns of ``state`` (a two-letter code) are known."""
    return state in _table()


def town(rng: random.Random, state: str, avoid: tuple[str, ...] = ()) -> tuple[str, str]:
    """(a town of ``state``, one of its ZIP codes), a town drawn by its number of ZIP codes; never a town whose
    name holds one of the words ``avoid`` (a person's own names)."""
    towns, cum = _table()[state], _weights(state)
    avoid_words = {a.lower() for a in avoid if a}
    for _ in range(50):
        city, zips = towns[bisect(cum, rng.random() * cum[-1])]
        if not avoid_words & set(city.lower().split()):
            return city, rng.choice(zips)
    return city, rng.choice(zips)


def other_zip(rng: random.Random, state: str, city: str, zip_code: str) -> str:
    """Another ZIP code of the same town (an office across town), or ``zip_code`` when the town has only one."""
    others = [z for z in _index().get((state, city), ((), ()))[0] if z != zip_code]
    return rng.choice(others) if others else zip_code


def street_name(rng: random.Random) -> str:
    """A common street name without its suffix ("Maple", "Cedar"), as a neighborhood is named after one."""
    return rng.choice(_STREETS)


def street_address(rng: random.Random, unit: bool = True, office: bool = False) -> str:
    """A street address as U.S. mail writes it: "418 Maple Ave", "2217 N Cedar St Apt 3B", "90 Harbor Dr, Suite 210"
    (``office``: a suite or floor instead of an apartment). House numbers never start with 0."""
    digits = rng.choices((1, 2, 3, 4, 5), weights=(4, 18, 42, 34, 2))[0]
    number = str(rng.randint(10 ** (digits - 1) if digits > 1 else 1, 10 ** digits - 1))
    name = rng.choice(_NUMBERED) if rng.random() < 0.15 else rng.choice(_STREETS)
    suffix = _SUFFIX_NAMES[bisect(_SUFFIX_CUM, rng.random() * _SUFFIX_CUM[-1])]
    direction = rng.choice(("N ", "S ", "E ", "W ")) if rng.random() < 0.12 else ""
    text = f"{number} {direction}{name} {suffix}"
    if office:
        extra = rng.choice(("", "", f", Suite {rng.randint(1, 9)}{rng.randint(0, 9)}{rng.randint(0, 9)}",
                            f", Floor {rng.randint(2, 12)}", f", Suite {rng.choice('ABCDE')}"))
        return text + extra
    if unit and rng.random() < 0.25:
        text += rng.choice((f" Apt {rng.randint(1, 30)}{rng.choice('ABCD')}", f" Apt {rng.randint(1, 420)}",
                            f" Unit {rng.randint(1, 60)}", f" #{rng.randint(2, 30)}"))
    return text



#: Streets where an office, a clinic, a bank or an agency stands: a town's main and market streets, its numbered
#: avenues, a business park's drives and the state route out of town (reader13 class 13: "8833 Juniper Ln, Floor 7,
#: Trent, SD"; an office is not on a residential lane, court or circle). Weighted by how often they are met.
_OFFICE_STREETS = (
    ("Main St", 14), ("Market St", 4), ("Broad St", 3), ("Front St", 3), ("Commerce St", 2), ("Court St", 2),
    ("Center St", 3), ("Depot St", 1), ("Church St", 2), ("Bridge St", 1), ("Water St", 2), ("Mill St", 1),
    ("High St", 2), ("State St", 3), ("Railroad Ave", 1), ("Central Ave", 3), ("College Ave", 1), ("Park Ave", 2),
    ("Commerce Blvd", 2), ("Industrial Blvd", 1), ("Medical Center Dr", 1), ("Professional Dr", 1),
    ("Executive Dr", 1), ("Corporate Dr", 1), ("Technology Dr", 1), ("Business Park Dr", 1), ("Commerce Pkwy", 1),
    ("Corporate Pkwy", 1), ("Plaza Dr", 1), ("Town Center Dr", 1), ("Lakeview Pkwy", 1), ("Riverside Dr", 1),
)
_OFFICE_STREET_NAMES = tuple(s for s, _ in _OFFICE_STREETS)
_OFFICE_STREET_CUM = tuple(accumulate(w for _, w in _OFFICE_STREETS))
#: A business park's or a town center's drive (none in a village).
_PARK_DRIVE = re.compile(r"Pkwy|Professional|Executive|Corporate|Technology|Business Park|Plaza|Town Center|Medical")


def town_size(state: str, city: str) -> int:
    """How many ZIP codes ``city`` has (1 for a town not in the table): a village has one, a city dozens."""
    return len(_index().get((state, city), ((), ()))[0]) or 1


def office_address(rng: random.Random, state: str = "", city: str = "") -> str:
    """An office's street address as its letterhead prints it, fitting its town (``state``, ``city``): on a
    commercial street ("120 Main St", "2410 N 3rd Ave", "8800 Commerce Pkwy, Suite 210", "1407 Route 9"), a high
    floor or a suite in the hundreds only in a city (ten ZIP codes or more), "Suite B" or "Suite 104" in a middling
    town, mostly no unit in a village (reader13 class 13)."""
    size = town_size(state, city) if state and city else 3
    kind = rng.random()
    if kind < 0.12 and size < 10:  # the state or U.S. route through town
        road = rng.choice((f"Route {rng.randint(1, 99)}", f"State Route {rng.randint(2, 160)}",
                           f"State Highway {rng.randint(2, 99)}", f"Highway {rng.randint(2, 99)}"))
        return f"{rng.randint(100, 9999)} {road}"
    if kind < 0.30:  # a numbered street, with its direction in a town laid out on a grid
        name = rng.choice(_NUMBERED[:12]) + " " + rng.choice(("St", "Ave", "Ave", "St"))
        name = (rng.choice(("N ", "S ", "E ", "W ")) if rng.random() < 0.5 else "") + name
    else:
        name = _OFFICE_STREET_NAMES[bisect(_OFFICE_STREET_CUM, rng.random() * _OFFICE_STREET_CUM[-1])]
        if size < 3 and _PARK_DRIVE.search(name):  # a village has no business park: its main street
            name = rng.choice(("Main St", "Main St", "Market St", "Front St", "Center St", "Church St"))
    if size >= 10:
        number = rng.randint(10, 9999) if rng.random() < 0.7 else rng.randint(100, 999)
        extra = rng.choice(("", f", Suite {rng.randint(1, 19)}{rng.randint(0, 9)}{rng.randint(0, 9)}",
                            f", Floor {rng.randint(2, 24)}", f", Suite {rng.randint(1, 4)}{rng.randint(0, 9)}0"))
    elif size >= 3:
        number = rng.randint(10, 4999)
        extra = rng.choice(("", f", Suite {rng.randint(1, 3)}{rng.randint(0, 2)}{rng.randint(0, 9)}",
                            f", Suite {rng.choice('ABCDE')}", f", Floor {rng.randint(2, 3)}"))
    else:  # a village or a small town: a storefront or a small office building
        number = rng.randint(1, 999) if rng.random() < 0.8 else rng.randint(1000, 2999)
        extra = rng.choice(("", "", "", f", Suite {rng.choice('ABCD')}", f", Suite {rng.randint(1, 12)}",
                            f", Suite {rng.randint(1, 2)}0{rng.randint(1, 9)}"))
    return f"{number} {name}{extra}"


#: Federal agencies that write from their own known offices, not from a street of the person's town (reader13: a
#: "U.S. Department of State" passport worksheet at "4109 Pinecrest Dr, Suite A, Paint Lick, KY"): (street, state,
#: town) as their notices print them.
_FEDERAL_OFFICES = {
    "Internal Revenue Service": ("1973 N Rulon White Blvd", "UT", "Ogden"),
    "U.S. Department of State": ("600 19th St NW", "DC", "Washington"),
    # (s25-contra: Camp Springs is not in the town table, so every USCIS notice fell back to a street of the
    # person's town, "87 S 2nd St, North Brookfield, MA": its notices come from a service center, Lincoln's here)
    "U.S. Citizenship and Immigration Services": ("850 S St", "NE", "Lincoln"),
    "Social Security Administration": ("1500 Woodlawn Dr", "MD", "Baltimore"),
}


def federal_office(organisation: str) -> tuple[str, str, str] | None:
    """(street, state, town) of a federal agency's own office when ``organisation`` is one, else None."""
    office = _FEDERAL_OFFICES.get(organisation.strip())
    return office if office is not None and (office[1], office[2]) in _index() else None

if __name__ == "__main__":
    print(write_table())
