"""Reads the S-box pairs as C2 compiled them and checks c2_logic_cones against them: for each pair method
(u12f .. u78f, or the per-lane-key u12 .. u78) in a -XX:+PrintAssembly log (no hsdis needed: the hex is
disassembled with objdump), it runs the hot path's vector instructions on random 64-bit slices, names every
vpternlog's result and inputs by matching their values against the Java source evaluated on the same slices,
and prints the instruction counts, the register copies, and how often the model's first input (the
destination a copy protects) and the model's copies agree with the assembly.

    java ... -XX:+UnlockDiagnosticVMOptions '-XX:CompileCommand=print,*.u12f' (and u34f, u56f, u78f) ... > log
    python3 gen/c2_pair_assembly.py log [--source=BitslicedDesEngine.java of the build that ran] [u12f ...]

Used for docs/des.md, "Zen 4: the register copies" (JDK 25, Zen 4). The decoding knows the few forms C2
emits there (loads and stores of x, y and the stack, broadcasts, vpternlogd, vpxord, vpaddq, register copies).
"""
import os
import random
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import c2_logic_cones  # noqa: E402

MASK = (1 << 64) - 1
ENGINE = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'simd', 'dev', 'lanecrypt', 'des',
                      'BitslicedDesEngine.java')


def method_body(method, engine=ENGINE):
    src = open(engine).read()
    return [line.strip() for line in
            re.search(r'private static void ' + method + r'\(.*?\{\n(.*?)\n    \}', src, re.S).group(1).split('\n')
            if line.strip()]


def java_values(lines, x, ks, y):
    """Every named value of the method on slices x, key words ks and y (the bits of one lane)."""
    def leaf(name):
        return env[name]
    env, values = {}, {}
    for line in lines:
        line = re.sub(r'LongVector\.fromArray\(S, (x|y), (\d+) \* W\)', lambda m: '%s%s' % (m.group(1), m.group(2)), line)
        line = re.sub(r'LongVector\.broadcast\(S, ks\[k \+ (\d+)\]\)', r'k\1', line)
        for m in re.finditer(r'\b(x|y|k)(\d+)\b', line):
            env[m.group(0)] = {'x': x, 'y': y, 'k': ks}[m.group(1)][int(m.group(2))]
        if line.startswith('LongVector opaque'):
            continue
        line = line.replace('.lanewise(ADD, opaque)', '')
        mo = re.match(r'LongVector (\w+) = (.*);$', line)
        expr = mo.group(2) if mo else line[:line.rindex('.intoArray')]
        value = c2_logic_cones.fold_lanewise(expr, leaf, lambda a: ~a & MASK,
                                             lambda op, a, b: a & b if op == 'and' else a | b if op == 'or' else a ^ b)
        if mo:
            env[mo.group(1)] = values[mo.group(1)] = value
        else:
            y[int(re.search(r'intoArray\(y, (\d+)', line).group(1))] = value
    return values


def hot_path(log, method):
    """The vector instructions of the method's last C2 compilation, up to its first return."""
    found = [m for m in re.finditer(r'Compiled method \(c2\)[^\n]*::(\w+) .*?\[MachCode\](.*?)\[/MachCode\]', log, re.S)
             if m.group(1) == method]
    if not found:
        sys.exit('no C2 compilation of %s in the log' % method)
    code = bytearray()
    for line in found[-1].group(2).split('[Stub Code]')[0].splitlines():
        mo = re.match(r'\s*0x[0-9a-f]+: ([0-9a-f| ]+)$', line.rstrip())
        if mo:
            code += bytes.fromhex(mo.group(1).replace('|', '').replace(' ', ''))
    with tempfile.NamedTemporaryFile(suffix='.bin') as f:
        f.write(code)
        f.flush()
        out = subprocess.run(['objdump', '-D', '-b', 'binary', '-mi386:x86-64', f.name],
                             capture_output=True, text=True, check=True).stdout
    path = []
    for line in out.splitlines():
        parts = line.split('\t')
        if len(parts) >= 3:
            path.append(parts[-1].strip())
            if path[-1].startswith('ret'):
                break
    return path


def ternary(f, a, b, c):
    r = 0
    for bit in range(64):
        r |= (f >> ((a >> bit & 1) << 2 | (b >> bit & 1) << 1 | (c >> bit & 1)) & 1) << bit
    return r


def run_assembly(path, x, ks, y):
    """[(result, [in1, in2, in3], copied)] for each vpternlog, by value. The x array is the base register
    most loads use; y the one stores go to; a load from any other base is the opaque zero."""
    bases = {}
    for i in path:
        mo = re.match(r'vmovdqu(?:32|64) (?:0x[0-9a-f]+)?\(%(\w+)\),%zmm\d+$', i)
        if mo and mo.group(1) != 'rsp':
            bases[mo.group(1)] = bases.get(mo.group(1), 0) + 1
        mo = re.match(r'vmovdqu(?:32|64) %zmm\d+,(?:0x[0-9a-f]+)?\(%(\w+)\)$', i)
        if mo and mo.group(1) != 'rsp':
            ybase = mo.group(1)
    bases.pop(ybase, None)
    xbase = max(bases, key=bases.get)
    reg, gpr, stack, out = {}, {}, {}, []

    def mem(off, base):
        return x[(off - 16) // 64] if base == xbase else y[(off - 16) // 64] if base == ybase else 0
    for n, i in enumerate(path):
        r = re.findall(r'%zmm(\d+)', i)
        mo = re.match(r'vmovdqu(?:32|64) (0x[0-9a-f]+)?\(%(\w+)\),%zmm(\d+)$', i)
        if mo:
            off = int(mo.group(1) or '0', 16)
            reg[mo.group(3)] = stack.get(off, 0) if mo.group(2) == 'rsp' else mem(off, mo.group(2))
            continue
        mo = re.match(r'vmovdqu(?:32|64) %zmm(\d+),(0x[0-9a-f]+)?\(%(\w+)\)$', i)
        if mo:
            off = int(mo.group(2) or '0', 16)
            if mo.group(3) == 'rsp':
                stack[off] = reg[mo.group(1)]
            else:
                y[(off - 16) // 64] = reg[mo.group(1)]
            continue
        if i.startswith('vmovdqu') and len(r) == 2:
            reg[r[1]] = reg.get(r[0], 0)
            continue
        mo = re.match(r'vpbroadcastq (0x[0-9a-f]+)\(%\w+,%\w+,8\),%zmm(\d+)$', i)
        if mo:
            reg[mo.group(2)] = ks[(int(mo.group(1), 16) - 16) // 8]
            continue
        mo = re.match(r'mov\s+(0x[0-9a-f]+)\(%\w+,%\w+,8\),%(\w+)$', i)     # a key word into a register
        if mo:
            gpr[mo.group(2)] = ks[(int(mo.group(1), 16) - 16) // 8]
            continue
        mo = re.match(r'vpbroadcastq %(\w+),%zmm(\d+)$', i)
        if mo:
            reg[mo.group(2)] = gpr[mo.group(1)]
            continue
        mo = re.match(r'vp(xor|add)[dq] (?:%zmm(\d+)|(0x[0-9a-f]+)\(%(\w+)\)),%zmm(\d+),%zmm(\d+)$', i)
        if mo:
            a = reg[mo.group(2)] if mo.group(2) else mem(int(mo.group(3), 16), mo.group(4))
            b = reg[mo.group(5)]
            reg[mo.group(6)] = a ^ b if mo.group(1) == 'xor' else (a + b) & MASK
            continue
        mo = re.match(r'vpternlog[dq] \$(0x[0-9a-f]+),(?:%zmm(\d+)|(0x[0-9a-f]+)?\(%(\w+)(?:,%\w+,\d)?\)),'
                      r'%zmm(\d+),%zmm(\d+)$', i)
        if mo:
            c = reg[mo.group(2)] if mo.group(2) else mem(int(mo.group(3) or '0', 16), mo.group(4))
            a, b = reg[mo.group(6)], reg[mo.group(5)]
            reg[mo.group(6)] = ternary(int(mo.group(1), 16), a, b, c)
            copied = n > 0 and re.fullmatch(r'vmovdqu64 %zmm\d+,%zmm' + mo.group(6), path[n - 1]) is not None
            out.append((reg[mo.group(6)], [a, b, c], copied))
    return out


def main():
    log = open(sys.argv[1]).read()
    engine = ([a[9:] for a in sys.argv[2:] if a.startswith('--source=')] or [ENGINE])[0]
    methods = [a for a in sys.argv[2:] if not a.startswith('--')] or ['u12f', 'u34f', 'u56f', 'u78f']
    rng = random.Random(1)
    for method in methods:
        lines = method_body(method, engine)
        x = [rng.getrandbits(64) for _ in range(64)]
        ks = [rng.getrandbits(64) for _ in range(512)]
        y = [rng.getrandbits(64) for _ in range(64)]
        values = java_values(lines, x, ks, list(y))
        by_value = {}
        for name, v in values.items():
            by_value.setdefault(v, name)
        path = hot_path(log, method)
        y_asm = list(y)
        gates = run_assembly(path, x, ks, y_asm)
        expected = list(y)
        java_values(lines, x, ks, expected)
        modelled = c2_logic_cones.destinations(lines)
        agree = copies_agree = named = 0
        for result, inputs, copied in gates:
            name = by_value.get(result)
            if name in modelled:
                named += 1
                agree += by_value.get(inputs[0]) == modelled[name][0]
                copies_agree += modelled[name][1] == copied
        kinds = {}
        for i in path:
            op = i.split()[0]
            if not op.startswith('v') or op == 'vzeroupper':
                continue
            if op.startswith('vmovdqu'):
                op = 'copies' if len(re.findall(r'%zmm', i)) == 2 else 'loads' if re.search(r'%zmm\d+$', i) else 'stores'
            kinds[op] = kinds.get(op, 0) + 1
        print('%s: outputs %s; %s; first input as modelled %d of %d gates, copy as modelled %d of %d'
              % (method, 'match the Java' if y_asm == expected else 'DIFFER from the Java',
                 ', '.join('%s %d' % kv for kv in sorted(kinds.items())), agree, named, copies_agree, named))


if __name__ == '__main__':
    main()
