"""A model of C2's logic-cone pass (HotSpot, opto/compile.cpp: Compile::optimize_logic_cones), which turns
trees of vector and/or/xor/not with at most three distinct inputs into one MacroLogicV node, a vpternlog on
AVX-512 (JDK-8241040). des_sbox_circuits.py uses it to choose, gate by gate, the expression form of the
S-box pairs that C2 compiles to one vpternlog per gate (docs/des.md, "One vpternlog a gate").

The pass, as read in the source and modelled here:
- roots are the bitwise nodes none of whose users is bitwise (here: the xors into y that are stored);
- from each root a depth-first walk converts every binary node after its operands: each operand that is
  itself bitwise is packed (a NOT brings its operand as one input, any other bitwise node, a MacroLogicV
  included, its own operands: one level only); with more than three inputs the operand that brought more
  is taken whole instead (the right one on a tie), and again; two or three inputs and a partition of two
  or three nodes make a MacroLogicV, its inputs in the order collected (left operand first).
- before the pass, C2 sorts the two operands of every and/or/xor by node index, the older first
  (VectorNode::Ideal, should_swap_inputs_to_help_global_value_numbering); the plain loads of x sort after
  the logic nodes (their nodes are not the parse's by then), but those of slices 0 and 31 (EARLY_LOADS).
- the first input of a MacroLogicV is its vpternlog's destination, overwritten: where that value is read
  again later, the register allocator copies it first (one vmovdqu64; on Zen 4 a 512-bit register copy
  takes an ALU slot like the vpternlog itself: docs/des.md, "Zen 4: the register copies"). copies() counts
  those, taking the method's statement order for C2's. Against the folded pairs as JDK 25 compiled them on
  Zen 4 (gen/c2_pair_assembly.py): the first input as modelled on 206 of 206 gates, the copies on 184-186.
The pitfall it exposes: a gate's operand that is itself a converted gate is looked into, and where the
consumer reads inputs of that gate too (g4 = g3 ^ (a2 | g2) with g2 over a2, g1, a5) the inner node becomes
a vpternlog over the producer's inputs and the consumer's root can no longer merge: two instructions for
one gate. Nodes are hash-consed as GVN does (same operation, same operands in the same order).

Checked against the assembly (JDK 25, -XX:+PrintAssembly, the one-key pairs u12k .. u78k, since replaced by the
key-folded u12f ..: 66/1, 54/1, 61/0, 60/0 in the model and in u12f's assembly): the vpternlogd,
vpxord and vpor/vpand counts of all four, before the forms were chosen (66/12/0, 52/9/0, 70/8/2, 55/8/0
besides the 12 key xors) and after (58/9, 46/9, 53/8, 52/8), exactly. One thing outside the pass also
counts: a NOT held in a Java local that is live at a range check is kept for deoptimization and computed
on its own (java_lut3 therefore writes no local for it).
"""
import re

BITWISE = ('not', 'and', 'or', 'xor', 'macro')

# The loads that kept their parse index in u12f's assembly (JDK 25, Zen 4), sorted as the older operand.
EARLY_LOADS = ('x_0_W', 'x_31_W')


class Graph:
    """Nodes as lists: ['leaf', name], ['not', x], ['and'|'or'|'xor', x, y], ['macro', [inputs], table]."""

    def __init__(self):
        self.nodes = []
        self.hashed = {}
        self.stores = []

    def _order(self, i):
        n = self.nodes[i]
        return (n[0] == 'leaf' and n[1].startswith('x_') and n[1] not in EARLY_LOADS, i)

    def make(self, op, *operands):
        if op in ('and', 'or', 'xor') and self._order(operands[0]) > self._order(operands[1]):
            operands = (operands[1], operands[0])
        key = (op,) + operands
        if key not in self.hashed:
            self.nodes.append([op] + list(operands))
            self.hashed[key] = len(self.nodes) - 1
        return self.hashed[key]

    def operands(self, i):
        n = self.nodes[i]
        return [] if n[0] == 'leaf' else list(n[1]) if n[0] == 'macro' else list(n[1:])

    def bitwise(self, i):
        return self.nodes[i][0] in BITWISE


def _split_call(e):
    """'recv.method(args)' as (recv, method, args), at the last top-level call."""
    depth = 0
    for i in range(len(e) - 1, -1, -1):
        depth += e[i] == ')'
        depth -= e[i] == '('
        if depth == 0 and e[i] == '(':
            j = e.rfind('.', 0, i)
            return e[:j], e[j + 1:i], e[i + 1:-1]
    raise ValueError(e)


def fold_lanewise(e, leaf, negate, binary):
    """Folds an expression of Vector API lanewise calls as the generator writes them ('a.lanewise(AND,
    b.lanewise(NOT))'): leaf(name) for a variable, negate(x) for NOT, binary(op, x, y) for 'and', 'or',
    'xor'. The one reader of that text: this model and des_sbox_circuits.check_lut3 both go through it."""
    e = e.strip()
    if re.fullmatch(r'\w+', e):
        return leaf(e)
    recv, method, args = _split_call(e)
    if method != 'lanewise':
        raise ValueError(e)
    if args == 'NOT':
        return negate(fold_lanewise(recv, leaf, negate, binary))
    op, arg = args.split(', ', 1)
    return binary(op.lower(), fold_lanewise(recv, leaf, negate, binary), fold_lanewise(arg, leaf, negate, binary))


def _parse(g, env, e):
    return fold_lanewise(e, env.__getitem__, lambda x: g.make('not', x), g.make)


def from_lut3_method(lines, statements=None):
    """The graph of a LUT3 S-box method (one S-box or a pair, as the generator writes them): loads and
    broadcasts are leaves, an input behind the added zero (.lanewise(ADD, opaque)) is a leaf too (an addition
    is not a logic operation; with the key xors as logic nodes instead the best forms cost 454 instructions a
    round, not 243), any other input its expression (a folded key's correction: an xor), each expression xor-ed
    into y a root that is stored."""
    g, env = Graph(), {}
    for line in lines:
        if statements is not None:                      # (defined name or None, names read, node)
            mo = re.match(r'LongVector (\w+) = (.*);$', line.strip())
            text = mo.group(2) if mo else line
            statements.append([mo.group(1) if mo else None, set(re.findall(r'\b([agh]\d+\w*)\b', text)), None])
        # a load or a broadcast is a leaf, named by its text
        line = re.sub(r'LongVector\.(fromArray|broadcast)\(S, (\w+)(, |\[)([^)\]]*)\]?\)',
                      lambda mo: re.sub(r'\W+', '_', mo.group(2) + '_' + mo.group(4)), line.strip())
        env.update({name: g.make('leaf', name) for name in re.findall(r'\b(?:x|ks|y)_\w+', line)})
        if line.startswith('LongVector opaque = '):
            continue
        mo = re.match(r'LongVector (a\d+\w*) = (.*)\.lanewise\(ADD, opaque\);$', line)
        if mo:
            env[mo.group(1)] = g.make('leaf', mo.group(1))     # behind the added zero: the pass sees a leaf
            if statements is not None:
                statements[-1][2] = env[mo.group(1)]
            continue
        mo = re.match(r'(y_\w+)\.lanewise\(XOR, (.*)\)\.intoArray\(y, \d+ \* W\);$', line)
        if mo:
            g.stores.append(_parse(g, env, mo.group(0)[:mo.group(0).rindex('.intoArray')]))
            continue
        mo = re.match(r'LongVector (\w+) = (.*);$', line)
        if not mo:
            raise ValueError(line)
        env[mo.group(1)] = _parse(g, env, mo.group(2))
        if statements is not None:
            statements[-1][2] = env[mo.group(1)]
    return g


def _collect(g, i, inputs):
    """collect_unique_inputs: the inputs a bitwise node i brings to a cone (a NOT its operand, any other its
    operands), those not there yet appended; returns how many were new."""
    count = 0
    for x in [g.nodes[i][1]] if g.nodes[i][0] == 'not' else g.operands(i):
        if x not in inputs:
            inputs.append(x)
            count += 1
    return count


def _cone(g, i):
    """compute_logic_cone: (partition, inputs) of the MacroLogicV that replaces node i, or None. Each bitwise
    operand is packed (its inputs taken) unless that makes more than three inputs; then the operand that
    brought more is taken whole instead (the right one on a tie), and again."""
    if g.nodes[i][0] in ('macro', 'not'):
        return None
    pack = [True, True]
    while True:
        partition, inputs, counts = [], [], []
        for side, x in enumerate(g.nodes[i][1:3]):
            if pack[side] and g.bitwise(x):
                partition.append(x)
                counts.append(_collect(g, x, inputs))
            else:
                if x not in inputs:
                    inputs.append(x)
                counts.append(1)
        if len(inputs) <= 3:
            break
        pack[0 if counts[0] > counts[1] else 1] = False
    if partition:
        partition.append(i)
    if len(partition) in (2, 3) and len(inputs) in (2, 3):
        return partition, inputs
    return None


def _table(g, partition, inputs):
    """compute_truth_table: the 8-bit function of the partition's last node over the inputs."""
    value = {x: (0xAA, 0xCC, 0xF0)[k] for k, x in enumerate(inputs)}
    result = 0
    for p in partition:
        n = g.nodes[p]
        if n[0] == 'not':
            result = ~value[n[1]] & 0xFF
        elif n[0] in ('and', 'or', 'xor'):
            a, b = value[n[1]], value[n[2]]
            result = a & b if n[0] == 'and' else a | b if n[0] == 'or' else a ^ b
        else:
            a, b, c = (value[x] for x in n[1])
            result = 0
            for bit in range(8):
                k = (a >> bit & 1) << 2 | (b >> bit & 1) << 1 | (c >> bit & 1)
                result |= (n[2] >> k & 1) << bit
        value[p] = result
    return result


def _replace(g, old, new, users):
    """igvn.replace_node: every user of old reads new."""
    g.replaced[old] = new
    for j in users.pop(old, ()):
        n = g.nodes[j]
        if n is None:
            continue
        if n[0] == 'macro':
            n[1] = [new if x == old else x for x in n[1]]
        else:
            g.nodes[j] = [n[0]] + [new if x == old else x for x in n[1:]]
        users.setdefault(new, set()).add(j)
    g.nodes[old] = None
    g.stores = [new if s == old else s for s in g.stores]


def _process(g, i, visited, users):
    visited.add(i)
    for x in g.operands(i):
        if x not in visited and g.nodes[x] is not None and g.bitwise(x):
            _process(g, x, visited, users)
    cone = g.nodes[i] is not None and _cone(g, i)
    if cone:
        partition, inputs = cone
        operands = inputs + inputs[1:2] * (3 - len(inputs))
        g.nodes.append(['macro', operands, _table(g, partition, inputs)])
        for x in operands:
            users.setdefault(x, set()).add(len(g.nodes) - 1)
        _replace(g, i, len(g.nodes) - 1, users)


def instructions(g):
    """Runs the pass on g (in place) and counts the vector logic instructions left, by kind ('macro' is a
    vpternlog; 'and', 'or', 'xor', 'not' one instruction each)."""
    users = {}
    g.replaced = {}
    for i in range(len(g.nodes)):
        for x in g.operands(i):
            users.setdefault(x, set()).add(i)
    roots = [i for i in range(len(g.nodes)) if g.bitwise(i) and not any(g.bitwise(u) for u in users.get(i, ()))]
    while roots:
        root = roots.pop()
        if g.nodes[root] is not None:
            _process(g, root, set(), users)
    live, stack = set(), list(g.stores)
    while stack:
        i = stack.pop()
        if i not in live:
            live.add(i)
            stack += [x for x in g.operands(i) if g.bitwise(x)]
    kinds = {}
    for i in live:
        kinds[g.nodes[i][0]] = kinds.get(g.nodes[i][0], 0) + 1
    return kinds


def destinations(lines):
    """{gate name: (its MacroLogicV's first input by name, whether a later statement reads that input)} for a
    LUT3 method (lines as from_lut3_method takes them): the vpternlog overwrites that input, so where it is
    read again C2 copies it first. Runs the pass; statement order stands for C2's."""
    statements = []
    g = from_lut3_method(lines, statements)
    instructions(g)

    def final(i):
        while i in g.replaced:
            i = g.replaced[i]
        return i
    name_of = {}
    for name, reads, node in statements:
        if name is not None and node is not None:
            name_of.setdefault(final(node), name)
    result = {}
    for k, (name, reads, node) in enumerate(statements):
        n = g.nodes[final(node)] if name and name[0] in 'gh' and node is not None else None
        if n is not None and n[0] == 'macro':
            first = name_of.get(n[1][0])
            result[name] = (first, first is not None and any(first in later for _, later, _ in statements[k + 1:]))
    return result


def copies(lines):
    """The register copies C2 puts before the vpternlogs of a LUT3 method: destinations() read again later."""
    return sum(1 for first, copied in destinations(lines).values() if copied)
