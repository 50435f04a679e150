"""Turns package-benchmark's markdown output into the README's ratio table.

Each benchmark is named "<case>: <variant>" (variants: direct, Binding, classic, ...). For every
case, the table gives each variant's median wall-clock time and mallocs, and the ratios
classic / Binding (how much faster than the baseline) and Binding / direct (the cost of
going through a binding), all measured in the same run.
"""
import re
import sys
from collections import OrderedDict

def parse(text):
    results = OrderedDict()
    name = None
    for line in text.splitlines():
        heading = re.match(r"^### (.+)$", line)
        if heading:
            name = heading.group(1).strip()
            continue
        row = re.match(r"^\| (Time \(wall clock\) \(ns\)|Malloc \(total\))\s*\*?\s*\|(.+)$", line)
        if row and name:
            cells = [c.strip().replace(",", "") for c in row.group(2).split("|") if c.strip()]
            p50 = float(cells[2])  # columns: p0, p25, p50, ...
            metric = "ns" if row.group(1).startswith("Time") else "mallocs"
            results.setdefault(name, {})[metric] = p50
    return results

def ratio(numerator, denominator):
    # A median of 0 ns is below the timer's resolution: no ratio can be read from it.
    if not numerator or not denominator:
        return "–"
    return f"{numerator / denominator:,.1f}×"

def main():
    results = parse(sys.stdin.read())
    cases = OrderedDict()
    for name, metrics in results.items():
        case, _, variant = name.rpartition(": ")
        cases.setdefault(case, {})[variant] = metrics
    print("| case | direct ns | Binding ns | classic ns | classic / Binding | Binding / direct | Binding mallocs | observed Binding ns |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    def key(case):
        numbers = [int(n) for n in re.findall(r"\d+", case)]
        return (re.sub(r"\d+", "", case), numbers)
    for case in sorted(cases, key=key):
        variants = cases[case]
        get = lambda v, m="ns": variants.get(v, {}).get(m)
        # A time of 0 ns is below the timer's resolution; a count of 0 mallocs is exact.
        fmt = lambda x: "–" if x is None else ("<1" if x == 0 else f"{x:,.0f}")
        count = lambda x: "–" if x is None else f"{x:,.0f}"
        print(f"| {case} | {fmt(get('direct'))} | {fmt(get('Binding'))} | {fmt(get('classic'))} | "
              f"{ratio(get('classic'), get('Binding'))} | {ratio(get('Binding'), get('direct'))} | "
              f"{count(get('Binding', 'mallocs'))} | {fmt(get('Binding, observed'))} |")

if __name__ == "__main__":
    main()
