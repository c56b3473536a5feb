package dev.lanecrypt.des;

import dev.lanecrypt.cipher.Block64;

/**
 * DES (FIPS 46-3), table-driven: swap-step IP/FP ({@link DesPermutation}) around sixteen rounds on
 * combined S/P tables ({@link DesRounds}); the key schedule runs once, in the constructor. For single
 * blocks and the serial modes of one stream. Not constant time (table lookups indexed by secret data).
 */
public final class ScalarDes implements Block64 {

    private final int[] enc;
    private final int[] dec;

    /** {@code key}: 64 bits, big-endian, parity bits ignored. */
    public ScalarDes(long key) {
        this.enc = DesRounds.packChain(false, key);
        this.dec = DesRounds.packChain(true, key);
    }

    @Override
    public long encrypt(long block) {
        return DesPermutation.fp(DesRounds.sixteen(DesPermutation.ip(block), enc, 0));
    }

    @Override
    public long decrypt(long block) {
        return DesPermutation.fp(DesRounds.sixteen(DesPermutation.ip(block), dec, 0));
    }

    /**
     * The rounds without IP and FP: the block is taken as L0||R0 and R16||L16 is returned. Not DES:
     * only for {@code lanecrypt des -n}, which compares with the historical benchmark tables.
     */
    public Block64 withoutPermutations() {
        return new Block64() {
            @Override
            public long encrypt(long block) {
                return DesRounds.sixteen(block, enc, 0);
            }

            @Override
            public long decrypt(long block) {
                return DesRounds.sixteen(block, dec, 0);
            }
        };
    }
}
