"""Circuits of three-input gates (LUT3: any boolean function of three inputs) for the DES S-boxes, for
C2 on AVX-512, which compiles a tree of and/or/xor/not with at most three distinct inputs to one
vpternlog (JDK-8241040). Used by des_sbox_circuits.py, which writes the Java and evaluates it on all 64
inputs.

The circuits are data: gen/des_sbox_lut3_circuits.txt, found by gen/des_lut3_search.c (Kwan's recursive
masked search in the form of sboxgates' LUT mode, with two-gate matches and LUT3(a, b, NEW) reductions;
see its header) and read here by circuit3_from_file, which recomputes every gate's table from its inputs
and fails loudly when an output is not the S-box's (a complemented output is allowed: it is xnor-ed into
its destination). 199 gates in all, 24.9 per S-box (S1 27, S2 26, S3 25, S4 19, S5 27, S6 25, S7 26,
S8 24; 208 before the search's large-neighbourhood step of 2026-12-07), where the masked search that ran
here before (MaskedSearch, split on input variables only) gave 263, 32.9 per S-box; the published LUT3
searches reach 22-24.
"""
import os
import re
import sys

from des_sbox_circuits import FULL, VAR

DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'des_sbox_lut3_circuits.txt')


def region(k, x, y, z):
    """The inputs where (x, y, z) take the values of the bits of k (4a + 2b + c)."""
    return (x if k & 4 else FULL ^ x) & (y if k & 2 else FULL ^ y) & (z if k & 1 else FULL ^ z)


def apply_lut(f8, x, y, z):
    """The table of F(x, y, z) for the 8-bit function F."""
    out = 0
    for k in range(8):
        if f8 >> k & 1:
            out |= region(k, x, y, z)
    return out


# Each gate is emitted as one expression in and/or/xor/not over its inputs, in a shape C2's logic-cone
# pass (compile.cpp, optimize_logic_cones) turns into one vpternlog. That pass works bottom up and looks
# one level into each operand that is itself a logic operation: a gate's input that is another gate's
# output gets expanded into that gate's inputs, and a node whose operands then have more than three
# inputs in all falls back to keeping the smaller operand and taking the other whole. So the shape is a
# multiplexer of two one-operation cofactors, v ? F1 : F0 = (v & F1) | (~v & F0), each cofactor a single
# operation on the other two inputs (possibly negated) or one of them: every node sees at most three
# inputs, and an input repeated at two depths (which the pass cannot merge) never occurs. That holds for a
# gate alone; where a gate reads another gate and inputs of that gate as well, the pass looks into the
# operand and may build a vpternlog over the wrong three nodes (two instructions for the gate), so the S-box
# pairs choose among the forms of expression_v per gate with a model of the pass (c2_logic_cones.py).

TWO = {                      # 2-input functions g(x, y), bit 2x + y: the expression over {0} = x, {1} = y
    0x0: None, 0xF: None,
    0xC: '{0}', 0x3: 'NOT({0})', 0xA: '{1}', 0x5: 'NOT({1})',
    0x8: 'AND({0},{1})', 0xE: 'OR({0},{1})', 0x6: 'XOR({0},{1})', 0x9: 'XOR(NOT({0}),{1})',
    0x7: 'OR(NOT({0}),NOT({1}))', 0x1: 'AND(NOT({0}),NOT({1}))', 0x4: 'AND({0},NOT({1}))',
    0x2: 'AND(NOT({0}),{1})', 0xB: 'OR(NOT({0}),{1})', 0xD: 'OR({0},NOT({1}))',
}


def ops(e):
    return e.count('(') - e.count('NOT(')


def expression(f8):
    """The expression for 8-bit function f8 of (A, B, C) (bit 4a + 2b + c), in the multiplexer shape."""
    best_e = None
    for v in range(3):
        e = expression_v(f8, v)
        if e is not None and (best_e is None or ops(e) < ops(best_e)):
            best_e = e
    return best_e


def expression_v(f8, v):
    """The multiplexer-shaped expression for f8 with input v as the selector (None when f8 is constant)."""
    names = 'ABC'
    o = [w for w in range(3) if w != v]   # the other two inputs, as X and Y
    cof = []
    for val in (0, 1):
        g = 0
        for x in (0, 1):
            for y in (0, 1):
                bits = {v: val, o[0]: x, o[1]: y}
                k = 4 * bits[0] + 2 * bits[1] + bits[2]
                g |= ((f8 >> k) & 1) << (2 * x + y)
        cof.append(g)
    f0, f1 = cof
    sub = lambda g: TWO[g].format(names[o[0]], names[o[1]])
    V, NV = names[v], 'NOT(%s)' % names[v]
    if f0 == f1:
        if f0 in (0, 0xF):
            return None
        e = sub(f0)
    elif f0 == 0xF ^ f1:                   # f = v ^ f0
        e = V if f0 == 0 else NV if f0 == 0xF else 'XOR(%s,%s)' % (V, sub(f0))
    elif f0 == 0:
        e = V if f1 == 0xF else 'AND(%s,%s)' % (V, sub(f1))
    elif f1 == 0:
        e = NV if f0 == 0xF else 'AND(%s,%s)' % (NV, sub(f0))
    elif f1 == 0xF:
        e = 'OR(%s,%s)' % (V, sub(f0))
    elif f0 == 0xF:
        e = 'OR(%s,%s)' % (NV, sub(f1))
    else:
        e = 'OR(AND(%s,%s),AND(%s,%s))' % (V, sub(f1), NV, sub(f0))
    return e


def expressions():
    """expression() for every non-constant 8-bit function."""
    return {t: expression(t) for t in range(1, 255)}


def drop_input(f8, p):
    """f8 (bit 4a + 2b + c) of a gate that does not read input p, as the function of the other two in
    the two-input convention of this module: inputs (x, y), bit 4x + 2y + c with c not read."""
    keep = [q for q in range(3) if q != p]
    out = 0
    for x in (0, 1):
        for y in (0, 1):
            bits = {p: 0, keep[0]: x, keep[1]: y}
            v = f8 >> (4 * bits[0] + 2 * bits[1] + bits[2]) & 1
            out |= (v << (4 * x + 2 * y)) | (v << (4 * x + 2 * y + 1))
    return out


def reads(f8, p):
    w = 4 >> p
    return any((f8 >> k & 1) != (f8 >> (k | w) & 1) for k in range(8) if not k & w)


def load(path=DATA):
    """{box: (outputs, gates)} from the data file: outputs as four names ('g12' or '~g12'), gates as
    [(name, f8, (input names))] in topological order."""
    boxes = {}
    with open(path) as fh:
        for n, line in enumerate(fh, 1):
            line = line.split('#', 1)[0].strip()
            if not line:
                continue
            mo = re.fullmatch(r'S([1-8]) outputs (~?\w+) (~?\w+) (~?\w+) (~?\w+)', line)
            if mo:
                boxes.setdefault(int(mo.group(1)) - 1, [None, []])[0] = list(mo.groups()[1:])
                continue
            mo = re.fullmatch(r'S([1-8]) (g\d+) = 0x([0-9a-fA-F]{2})\((\w+), (\w+), (\w+)\)', line)
            if not mo:
                sys.exit('%s:%d: cannot read %r' % (path, n, line))
            boxes.setdefault(int(mo.group(1)) - 1, [None, []])[1].append((mo.group(2), int(mo.group(3), 16), mo.groups()[3:]))
    return boxes


def circuit3_from_file(box, tables, boxes=None):
    """[(table, inputs, f8)] of S-box box from the data file, every table recomputed from the gate's
    inputs; a gate that does not read an input gets two inputs and a function that does not read the
    third (the convention of java_lut3). Exits when a name is unknown, a gate repeats a node (or its
    complement), reads fewer than two inputs, or an output is not tables[bit] or its complement."""
    boxes = boxes if boxes is not None else load()
    if box not in boxes or boxes[box][0] is None:
        sys.exit('%s: no circuit for S%d' % (DATA, box + 1))
    outs, gates = boxes[box]
    value = {'a%d' % (i + 1): VAR[i] for i in range(6)}
    seen = set(VAR) | {FULL ^ v for v in VAR}
    result = []
    for name, f8, args in gates:
        if name in value or any(a not in value for a in args):
            sys.exit('S%d %s: unknown or repeated name' % (box + 1, name))
        table = apply_lut(f8, *(value[a] for a in args))
        if table in seen or table in (0, FULL):
            sys.exit('S%d %s: repeats a node or is constant' % (box + 1, name))
        seen |= {table, FULL ^ table}
        value[name] = table
        inputs = tuple(value[a] for a in args)
        used = [p for p in range(3) if reads(f8, p)]
        if len(used) < 2:
            sys.exit('S%d %s: reads fewer than two inputs' % (box + 1, name))
        if len(used) == 2:
            p = ({0, 1, 2} - set(used)).pop()
            f8 = drop_input(f8, p)
            inputs = tuple(inputs[q] for q in used)
        result.append((table, inputs, f8))
    for bit, out in enumerate(outs):
        got = value.get(out.lstrip('~'))
        if got not in (tables[bit], FULL ^ tables[bit]):
            sys.exit('S%d output %d (%s) is not the S-box output' % (box + 1, bit, out))
    return result
