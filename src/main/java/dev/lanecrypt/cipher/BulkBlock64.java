package dev.lanecrypt.cipher;

/**
 * A multi-block engine that hands single blocks (the serial modes: CBC-, CFB-encrypt, OFB) to a
 * single-block engine and implements only the bulk methods itself.
 */
public abstract class BulkBlock64 implements Block64 {

    private final Block64 single;

    protected BulkBlock64(Block64 single) {
        this.single = single;
    }

    @Override
    public final long encrypt(long block) {
        return single.encrypt(block);
    }

    @Override
    public final long decrypt(long block) {
        return single.decrypt(block);
    }

    @Override
    public abstract void encryptBlocks(long[] blocks, int off, int count);

    @Override
    public abstract void decryptBlocks(long[] blocks, int off, int count);
}
