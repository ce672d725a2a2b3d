#!/usr/bin/env python3
"""Writes customers.csv and calls.csv: the sample 'calls' graph (deterministic, seed 2021).

A phone company's customers (vertices) and the calls between them (edges) over 2010-2023, in
the spirit of the running example of the Graphsurge paper: most calls stay within a city, the
network grows year by year, and customers join over time. Run it again to regenerate the files
byte for byte; it needs only the Python standard library.
"""
import random

rng = random.Random(2021)
CITIES = ["Toronto", "Waterloo", "Montreal", "Vancouver", "Ottawa", "Calgary"]
CITY_WEIGHTS = [30, 12, 22, 18, 10, 8]
PROFESSIONS = ["Engineer", "Doctor", "Lawyer", "Teacher", "Artist", "Nurse", "Chef", "Accountant"]
FIRST = ["Ava", "Ben", "Chloe", "Dev", "Elena", "Farid", "Grace", "Hiro", "Ines", "Jon", "Kira", "Liam",
         "Maya", "Noor", "Omar", "Priya", "Quinn", "Rosa", "Sam", "Tara", "Uma", "Victor", "Wen", "Yusuf", "Zoe"]
LAST = ["Singh", "Tremblay", "Nguyen", "Smith", "Roy", "Chen", "Martin", "Patel", "Brown", "Gagnon",
        "Li", "Wilson", "Cote", "Kim", "Lopez"]
YEARS = list(range(2010, 2024))

customers = []
for cid in range(1, 301):
    city = rng.choices(CITIES, CITY_WEIGHTS)[0]
    joined = rng.choice(YEARS[:10]) if cid > 60 else 2010
    customers.append({
        "id": cid, "name": f"{rng.choice(FIRST)} {rng.choice(LAST)}", "profession": rng.choice(PROFESSIONS),
        "city": city, "age": rng.randint(18, 85), "joined": joined})

by_city = {c: [x for x in customers if x["city"] == c] for c in CITIES}

with open("customers.csv", "w") as f:
    f.write("id:id,name:string,profession:string,city:string,age:int,joined:int\n")
    for c in customers:
        f.write(f"{c['id']},{c['name']},{c['profession']},{c['city']},{c['age']},{c['joined']}\n")

calls = []
for year in YEARS:
    count = 150 + 25 * (year - 2010)  # the network grows
    active = [c for c in customers if c["joined"] <= year]
    for _ in range(count):
        caller = rng.choice(active)
        if rng.random() < 0.75:
            pool = [c for c in by_city[caller["city"]] if c["joined"] <= year and c is not caller]
        else:
            pool = [c for c in active if c is not caller]
        callee = rng.choice(pool)
        month, day = rng.randint(1, 12), rng.randint(1, 28)
        duration = max(5, int(rng.expovariate(1 / 240)))  # seconds
        international = caller["city"] != callee["city"] and rng.random() < 0.1
        cost = round(duration / 60 * (0.25 if international else 0.05), 2)
        calls.append((caller["id"], callee["id"], duration, f"{year}-{month:02d}-{day:02d}", year, cost))

calls.sort(key=lambda c: c[3])
with open("calls.csv", "w") as f:
    f.write("caller:start_id,callee:end_id,duration:int,date:string,year:int,cost:double\n")
    for c in calls:
        f.write(f"{c[0]},{c[1]},{c[2]},{c[3]},{c[4]},{c[5]}\n")
print(f"{len(customers)} customers, {len(calls)} calls")
