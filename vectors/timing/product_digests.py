#!/usr/bin/env python3
"""Known answers of `lanecrypt timing mul` and `sqr`, computed with Python's own integers
(independent of the Java code they check: dev.lanecrypt.timing.FixedOperands and ProductSection).

Operands: n 28-bit digits, least significant first, from Knuth's MMIX LCG
x <- x * 6364136223846793005 + 1442695040888963407 (mod 2^64), digit = x >> 36;
every third digit (i % 3 == 2) is 2^28 - 1 to exercise the carries; a zero top digit becomes 1.
The LCG starts at seed * 1000003 + n, with seed 1 for a, 2 for b.
Digest: SHA-1 over n = 1..40 of the product (a*b, or a*a) as 2n digits = 56n bits = 7n bytes, big-endian."""
import hashlib

MASK64 = (1 << 64) - 1


def operand(n, seed):
    x = (seed * 1000003 + n) & MASK64
    digits = []
    for i in range(n):
        x = (x * 6364136223846793005 + 1442695040888963407) & MASK64
        d = x >> 36
        if i % 3 == 2:
            d = (1 << 28) - 1
        digits.append(d)
    if digits[-1] == 0:
        digits[-1] = 1
    return sum(d << (28 * i) for i, d in enumerate(digits))


def digest(square):
    h = hashlib.sha1()
    for n in range(1, 41):
        a = operand(n, 1)
        b = a if square else operand(n, 2)
        h.update((a * b).to_bytes(7 * n, "big"))
    return h.hexdigest()


if __name__ == "__main__":
    print("mul", digest(False))
    print("sqr", digest(True))
