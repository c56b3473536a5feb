package dev.lanecrypt.cli;

import dev.lanecrypt.cipher.Block64;
import dev.lanecrypt.cipher.BlockModeCipher;
import dev.lanecrypt.cipher.Blocks;
import dev.lanecrypt.cipher.Mode;
import dev.lanecrypt.cipher.Padding;
import dev.lanecrypt.des.DesFamily;
import dev.lanecrypt.des.DesEngines;
import java.security.InvalidKeyException;
import java.util.List;

/**
 * {@code lanecrypt des -e|-d -K hex [-n]}: the classic des(1) benchmark interface of the seeds. DES-ECB
 * with PKCS #5 padding from standard input to standard output (the same bytes as
 * {@code openssl enc -des-ecb -K hex}). {@code -n} leaves out IP and its inverse: that is not DES, and
 * exists only to compare with the historical timing tables, which measured it that way.
 */
final class DesCommand implements Command {

    @Override
    public String name() {
        return "des";
    }

    @Override
    public String summary() {
        return "des(1): -e|-d -K hex [-n], DES-ECB PKCS#5 stdin to stdout (-n: no IP/FP, non-standard)";
    }

    private static final String USAGE = "usage: lanecrypt des -e|-d -K hex16 [-n] < in > out  "
            + "(DES-ECB, PKCS#5 padding; -n skips IP and FP: NON-STANDARD output, only for comparing with "
            + "the historical des(1) timing tables)";

    @Override
    public int run(List<String> args, CommandIo io) throws UsageException, CommandFailure {
        Boolean encrypt = null;
        boolean noPerm = false;
        String keyHex = null;
        for (int i = 0; i < args.size(); i++) {
            switch (args.get(i)) {
                case "-e" -> encrypt = true;
                case "-d" -> encrypt = false;
                case "-n" -> noPerm = true;
                case "-K" -> {
                    if (++i >= args.size()) {
                        throw new UsageException("-K needs a value; see 'lanecrypt des --help'");
                    }
                    keyHex = args.get(i);
                }
                case "-h", "--help", "-help" -> {
                    io.out().println(USAGE);
                    return 0;
                }
                default -> throw new UsageException("des: unknown option '" + args.get(i) + "'; see 'lanecrypt des --help'");
            }
        }
        if (encrypt == null || keyHex == null) {
            throw new UsageException("des needs -e or -d and -K; " + USAGE);
        }
        byte[] key = EncCommand.hex(keyHex, "-K");
        if (key.length != 8) {
            throw new UsageException("-K needs 16 hex digits for des");
        }
        Block64 engine;
        try {
            engine = noPerm ? DesEngines.desWithoutPermutations(Blocks.word(key, 0)) : DesFamily.INSTANCE.engine(key);
        } catch (InvalidKeyException e) {
            throw new UsageException("-K needs 16 hex digits for des");
        }
        BlockModeCipher c = new BlockModeCipher(engine, Mode.ECB, Padding.PKCS5, encrypt, 0);
        EncCommand.run(c, io, null, null, !encrypt, encrypt);
        return 0;
    }
}
