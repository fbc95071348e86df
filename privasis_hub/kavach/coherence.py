"""What may stand together in one Kavach document: a city and its region, a condition and its medication.

``PLACES`` lists, per language, each built-in city with the regions (state, province, county or city
district) of the language's ``regions`` list that really contain it; a document naming both a CITY and a
LOCATION draws them as one pair. Cities with no containing region in the list (Berlin, Valencia, ...) are
used only where a document names a city alone, and so are cities named like their region (Utrecht,
São Paulo), whose two spans would read the same.

:data:`MEDICATION_PAIRS` pairs indices of the ``MEDICAL_CONDITION`` and ``MEDICATION`` vocab lists, which
every language orders alike.
"""

from __future__ import annotations

import random
from functools import cache

__all__ = ["MEDICATION_PAIRS", "PLACES", "city_region_ok", "city_region_pairs", "draw_city_region", "medication_ok"]

#: (condition index, medication index): type 2 diabetes - metformin / insulin glargine, high blood pressure -
#: amlodipine, asthma - salbutamol, depression - sertraline. Migraine, epilepsy and levothyroxine have no
#: partner in the lists, so they appear only in documents that name a condition or a medication alone.
MEDICATION_PAIRS: tuple[tuple[int, int], ...] = ((0, 0), (0, 5), (1, 1), (2, 2), (3, 3))

# One line per city: "city = region | region". Region names are exactly those of the language's list.
PLACES: dict[str, str] = {
    "en": """Springfield = Ohio
Columbus = Ohio
Austin = Texas
Portland = Oregon
Denver = Colorado
Charlotte = North Carolina
Raleigh = North Carolina
Madison = Wisconsin
Tucson = Arizona
Omaha = Nebraska""",
    "es": """Madrid = Comunidad de Madrid
Barcelona = Cataluña
Sevilla = Andalucía
Málaga = Andalucía
Granada = Andalucía
Zaragoza = Aragón
Bilbao = País Vasco
Valladolid = Castilla y León""",
    "fr": """Lyon = Auvergne-Rhône-Alpes
Grenoble = Auvergne-Rhône-Alpes
Toulouse = Occitanie
Montpellier = Occitanie
Bordeaux = Nouvelle-Aquitaine
Lille = Hauts-de-France
Rennes = Bretagne
Strasbourg = Grand Est""",
    "de": """München = Bayern
Nürnberg = Bayern
Köln = Nordrhein-Westfalen
Frankfurt am Main = Hessen
Stuttgart = Baden-Württemberg
Leipzig = Sachsen
Dresden = Sachsen
Hannover = Niedersachsen""",
    "it": """Milano = Lombardia
Torino = Piemonte
Bologna = Emilia-Romagna
Firenze = Toscana
Napoli = Campania
Verona = Veneto
Padova = Veneto
Palermo = Sicilia""",
    "pt": """Campinas = São Paulo
Belo Horizonte = Minas Gerais
Salvador = Bahia
Fortaleza = Ceará
Curitiba = Paraná
Recife = Pernambuco
Porto Alegre = Rio Grande do Sul""",
    "nl": """Amsterdam = Noord-Holland
Haarlem = Noord-Holland
Rotterdam = Zuid-Holland
Eindhoven = Noord-Brabant
Tilburg = Noord-Brabant
Breda = Noord-Brabant
Nijmegen = Gelderland""",
    "pl": """Warszawa = woj. mazowieckie
Kraków = woj. małopolskie
Łódź = woj. łódzkie
Wrocław = woj. dolnośląskie
Poznań = woj. wielkopolskie
Gdańsk = woj. pomorskie
Katowice = woj. śląskie""",
    "ru": """Екатеринбург = Свердловская область
Казань = Республика Татарстан
Новосибирск = Новосибирская область""",
    "uk": """Харків = Харківська область
Одеса = Одеська область
Львів = Львівська область
Вінниця = Вінницька область
Полтава = Полтавська область""",
    "el": """Αθήνα = Αττική
Θεσσαλονίκη = Κεντρική Μακεδονία
Πάτρα = Δυτική Ελλάδα
Ηράκλειο = Κρήτη
Χανιά = Κρήτη
Λάρισα = Θεσσαλία
Βόλος = Θεσσαλία
Ιωάννινα = Ήπειρος
Καλαμάτα = Πελοπόννησος""",
    "tr": """İstanbul = Kadıköy
Ankara = Çankaya
İzmir = Karşıyaka
Bursa = Nilüfer
Antalya = Muratpaşa
Konya = Selçuklu
Adana = Seyhan""",
    "ar": """جدة = منطقة مكة المكرمة""",
    "he": """תל אביב = מחוז תל אביב
רמת גן = מחוז תל אביב
הרצליה = מחוז תל אביב
ירושלים = מחוז ירושלים
חיפה = מחוז חיפה
באר שבע = מחוז הדרום
אשדוד = מחוז הדרום
ראשון לציון = מחוז המרכז
פתח תקווה = מחוז המרכז
נתניה = מחוז המרכז""",
    "fa": """تهران = استان تهران
مشهد = استان خراسان رضوی
اصفهان = استان اصفهان
شیراز = استان فارس
تبریز = استان آذربایجان شرقی
رشت = استان گیلان""",
    "hi": """मुंबई = महाराष्ट्र
जयपुर = राजस्थान
लखनऊ = उत्तर प्रदेश
वाराणसी = उत्तर प्रदेश
कानपुर = उत्तर प्रदेश
आगरा = उत्तर प्रदेश
पटना = बिहार
भोपाल = मध्य प्रदेश
इंदौर = मध्य प्रदेश""",
    "hi-Latn": """Mumbai = Maharashtra
Jaipur = Rajasthan
Lucknow = Uttar Pradesh
Varanasi = Uttar Pradesh
Kanpur = Uttar Pradesh
Agra = Uttar Pradesh
Patna = Bihar
Bhopal = Madhya Pradesh
Indore = Madhya Pradesh""",
    "bn": """কলকাতা = পশ্চিমবঙ্গ
হাওড়া = পশ্চিমবঙ্গ
শিলিগুড়ি = পশ্চিমবঙ্গ
দুর্গাপুর = পশ্চিমবঙ্গ
আসানসোল = পশ্চিমবঙ্গ
ঢাকা = ঢাকা বিভাগ
চট্টগ্রাম = চট্টগ্রাম বিভাগ""",
    "ta": """சென்னை = தமிழ்நாடு
கோயம்புத்தூர் = தமிழ்நாடு | கோவை மாவட்டம்
மதுரை = தமிழ்நாடு | மதுரை மாவட்டம்
திருச்சிராப்பள்ளி = தமிழ்நாடு
சேலம் = தமிழ்நாடு | சேலம் மாவட்டம்
திருநெல்வேலி = தமிழ்நாடு
வேலூர் = தமிழ்நாடு
ஈரோடு = தமிழ்நாடு
தஞ்சாவூர் = தமிழ்நாடு""",
    "ta-Latn": """Chennai = Tamil Nadu
Coimbatore = Tamil Nadu | Coimbatore district
Madurai = Tamil Nadu | Madurai district
Tiruchirappalli = Tamil Nadu
Salem = Tamil Nadu | Salem district
Tirunelveli = Tamil Nadu
Vellore = Tamil Nadu
Erode = Tamil Nadu
Thanjavur = Tamil Nadu""",
    "te": """హైదరాబాద్ = తెలంగాణ
వరంగల్ = తెలంగాణ
విశాఖపట్నం = ఆంధ్రప్రదేశ్ | విశాఖపట్నం జిల్లా
విజయవాడ = ఆంధ్రప్రదేశ్ | కృష్ణా జిల్లా
గుంటూరు = ఆంధ్రప్రదేశ్ | గుంటూరు జిల్లా
తిరుపతి = ఆంధ్రప్రదేశ్
నెల్లూరు = ఆంధ్రప్రదేశ్
కాకినాడ = ఆంధ్రప్రదేశ్
కర్నూలు = ఆంధ్రప్రదేశ్
రాజమండ్రి = ఆంధ్రప్రదేశ్""",
    "kn": """ಬೆಂಗಳೂರು = ಕರ್ನಾಟಕ | ಬೆಂಗಳೂರು ನಗರ ಜಿಲ್ಲೆ
ಮೈಸೂರು = ಕರ್ನಾಟಕ | ಮೈಸೂರು ಜಿಲ್ಲೆ
ಮಂಗಳೂರು = ಕರ್ನಾಟಕ | ದಕ್ಷಿಣ ಕನ್ನಡ ಜಿಲ್ಲೆ
ಹುಬ್ಬಳ್ಳಿ = ಕರ್ನಾಟಕ | ಧಾರವಾಡ ಜಿಲ್ಲೆ
ಬೆಳಗಾವಿ = ಕರ್ನಾಟಕ
ದಾವಣಗೆರೆ = ಕರ್ನಾಟಕ
ಶಿವಮೊಗ್ಗ = ಕರ್ನಾಟಕ
ತುಮಕೂರು = ಕರ್ನಾಟಕ
ಉಡುಪಿ = ಕರ್ನಾಟಕ | ಉಡುಪಿ ಜಿಲ್ಲೆ
ಬಳ್ಳಾರಿ = ಕರ್ನಾಟಕ""",
    "ml": """തിരുവനന്തപുരം = കേരളം | തിരുവനന്തപുരം ജില്ല
കൊച്ചി = കേരളം | എറണാകുളം ജില്ല
കോഴിക്കോട് = കേരളം | കോഴിക്കോട് ജില്ല
തൃശ്ശൂർ = കേരളം | തൃശ്ശൂർ ജില്ല
കൊല്ലം = കേരളം
കണ്ണൂർ = കേരളം | കണ്ണൂർ ജില്ല
ആലപ്പുഴ = കേരളം
പാലക്കാട് = കേരളം
കോട്ടയം = കേരളം
മലപ്പുറം = കേരളം""",
    "mr": """पुणे = महाराष्ट्र | पुणे जिल्हा
मुंबई = महाराष्ट्र
नागपूर = महाराष्ट्र | नागपूर जिल्हा
नाशिक = महाराष्ट्र | नाशिक जिल्हा
औरंगाबाद = महाराष्ट्र
कोल्हापूर = महाराष्ट्र | कोल्हापूर जिल्हा
सोलापूर = महाराष्ट्र
सांगली = महाराष्ट्र
अमरावती = महाराष्ट्र
ठाणे = महाराष्ट्र | ठाणे जिल्हा""",
    "ur": """لاہور = پنجاب
راولپنڈی = پنجاب
فیصل آباد = پنجاب
ملتان = پنجاب
سیالکوٹ = پنجاب
کراچی = سندھ
حیدرآباد = سندھ
پشاور = خیبر پختونخوا
کوئٹہ = بلوچستان
اسلام آباد = وفاقی دارالحکومت""",
    "zh": """北京 = 朝阳区 | 海淀区
上海 = 浦东新区
广州 = 天河区
成都 = 武侯区
杭州 = 西湖区
武汉 = 江汉区""",
    "ja": """横浜市 = 神奈川県
大阪市 = 大阪府
名古屋市 = 愛知県
札幌市 = 北海道
福岡市 = 福岡県
神戸市 = 兵庫県
京都市 = 京都府
仙台市 = 宮城県""",
    "ko": """서울특별시 = 강남구 | 마포구 | 송파구
부산광역시 = 해운대구
대구광역시 = 수성구
대전광역시 = 유성구
성남시 = 분당구""",
    "th": """กรุงเทพมหานคร = เขตบางรัก | เขตจตุจักร | เขตห้วยขวาง | เขตบางนา
เชียงใหม่ = อำเภอเมือง
ขอนแก่น = อำเภอเมือง
นครราชสีมา = อำเภอเมือง
ภูเก็ต = อำเภอเมือง
อุดรธานี = อำเภอเมือง
พิษณุโลก = อำเภอเมือง
ชลบุรี = อำเภอเมือง
นนทบุรี = อำเภอเมือง
สงขลา = อำเภอเมือง | อำเภอหาดใหญ่""",
    "vi": """Hà Nội = Quận Ba Đình | Quận Hoàn Kiếm | Quận Cầu Giấy
Thành phố Hồ Chí Minh = Huyện Củ Chi | Quận Bình Thạnh
Đà Nẵng = Quận Hải Châu
Cần Thơ = Quận Ninh Kiều""",
    "id": """Jakarta = DKI Jakarta
Surabaya = Jawa Timur
Malang = Jawa Timur
Bandung = Jawa Barat
Medan = Sumatera Utara
Semarang = Jawa Tengah
Makassar = Sulawesi Selatan
Denpasar = Bali""",
    "sw": """Nairobi = Kaunti ya Nairobi
Mombasa = Kaunti ya Mombasa
Dar es Salaam = Mkoa wa Dar es Salaam
Arusha = Mkoa wa Arusha
Kisumu = Kaunti ya Kisumu
Mwanza = Mkoa wa Mwanza""",
    "fil": """Maynila = Metro Manila
Lungsod Quezon = Metro Manila
Makati = Metro Manila
Pasig = Metro Manila
Taguig = Metro Manila
Lungsod Cebu = Cebu
Davao = Davao del Sur""",
}


@cache
def city_region_pairs(language: str) -> tuple[tuple[str, str], ...]:
    """Every (city, region) pair of ``language`` that names a real containment."""
    pairs = []
    for line in PLACES.get(language, "").splitlines():
        if "=" not in line:
            continue
        city, regions = (part.strip() for part in line.split("=", 1))
        pairs.extend((city, region.strip()) for region in regions.split("|") if region.strip())
    return tuple(pairs)


def draw_city_region(language: str, rng: random.Random) -> tuple[str, str] | None:
    """A coherent (city, region) pair of ``language``, or None when it has none."""
    pairs = city_region_pairs(language)
    return rng.choice(pairs) if pairs else None


def city_region_ok(language: str, city: str, region: str) -> bool:
    """True when ``region`` contains ``city`` according to :data:`PLACES`."""
    return (city, region) in city_region_pairs(language)


def medication_ok(language: str, condition: str, medication: str) -> bool:
    """True when ``medication`` treats ``condition`` according to :data:`MEDICATION_PAIRS`."""
    from privasis_hub.kavach.languages import LANGUAGES

    vocab = LANGUAGES[language].vocab
    try:
        c, m = vocab["MEDICAL_CONDITION"].index(condition), vocab["MEDICATION"].index(medication)
    except ValueError:
        return False
    return (c, m) in MEDICATION_PAIRS
