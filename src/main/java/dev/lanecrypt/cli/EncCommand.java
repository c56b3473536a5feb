package dev.lanecrypt.cli;

import dev.lanecrypt.cipher.BlockModeCipher;
import dev.lanecrypt.cipher.Blocks;
import dev.lanecrypt.cipher.Padding;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.security.InvalidKeyException;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Collectors;
import javax.crypto.BadPaddingException;
import javax.crypto.IllegalBlockSizeException;

/**
 * {@code lanecrypt enc}: OpenSSL's {@code enc} for raw keys ({@code -K}, {@code -iv}), byte-identical to
 * {@code openssl enc -provider legacy -provider default} with the same arguments. Ciphers come from
 * {@link EncCiphers}. Stricter than OpenSSL: a key or IV of the wrong length is an error (OpenSSL pads it
 * with zeros or cuts it). {@code -out} is written to a temporary file renamed on success.
 */
final class EncCommand implements Command {

    @Override
    public String name() {
        return "enc";
    }

    @Override
    public String summary() {
        return "openssl enc for raw keys: -e|-d -<cipher> -K hex [-iv hex] [-nopad] [-in f] [-out f]";
    }

    private static String usage() {
        return "usage: lanecrypt enc [-e|-d] -<cipher> -K hex [-iv hex] [-nopad] [-in file] [-out file]; ciphers: "
                + EncCiphers.all().stream().map(EncCiphers.EncCipher::name).collect(Collectors.joining(" "));
    }

    @Override
    public int run(List<String> args, CommandIo io) throws UsageException, CommandFailure {
        boolean encrypt = true;
        boolean nopad = false;
        EncCiphers.EncCipher cipher = null;
        String keyHex = null;
        String ivHex = null;
        Path in = null;
        Path out = null;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            switch (a) {
                case "-e" -> encrypt = true;
                case "-d" -> encrypt = false;
                case "-nopad" -> nopad = true;
                case "-K" -> keyHex = value(args, ++i, a);
                case "-iv" -> ivHex = value(args, ++i, a);
                case "-in" -> in = Path.of(value(args, ++i, a));
                case "-out" -> out = Path.of(value(args, ++i, a));
                case "-h", "--help", "-help" -> {
                    io.out().println(usage());
                    return 0;
                }
                default -> {
                    var c = a.startsWith("-") ? EncCiphers.find(a.substring(1)) : java.util.Optional.<EncCiphers.EncCipher>empty();
                    if (c.isEmpty()) {
                        throw new UsageException("enc: unknown option '" + a + "'; " + usage());
                    }
                    cipher = c.get();
                }
            }
        }
        if (cipher == null) {
            throw new UsageException("enc needs a cipher; " + usage());
        }
        if (keyHex == null) {
            throw new UsageException("enc needs -K hex (raw keys only: passwords are not supported)");
        }
        byte[] key = hex(keyHex, "-K");
        if (key.length < cipher.minKeyBytes() || key.length > cipher.maxKeyBytes()) {
            throw new UsageException("-K needs " + cipher.keyRule() + " for " + cipher.name());
        }
        long iv = 0;
        if (cipher.mode().hasIv()) {
            if (ivHex == null) {
                throw new UsageException("-iv needs 16 hex digits for " + cipher.name() + " (iv undefined)");
            }
            byte[] ivBytes = hex(ivHex, "-iv");
            if (ivBytes.length != 8) {
                throw new UsageException("-iv needs 16 hex digits for " + cipher.name());
            }
            iv = Blocks.word(ivBytes, 0);
        } else if (ivHex != null) {
            io.err().println("lanecrypt: warning: iv not used by " + cipher.name());
        }
        Padding padding = cipher.padded() && !nopad ? Padding.PKCS5 : Padding.NONE;
        BlockModeCipher c;
        try {
            c = new BlockModeCipher(cipher.family().engine(key), cipher.mode(), padding, encrypt, iv);
        } catch (InvalidKeyException e) {
            throw new UsageException("-K needs " + cipher.keyRule() + " for " + cipher.name());
        }
        run(c, io, in, out, !encrypt && padding == Padding.PKCS5, encrypt);
        return 0;
    }

    /**
     * Runs the stream; shared with {@code des}. A padded decryption of no input at all is a bad decrypt,
     * as in OpenSSL (SunJCE returns nothing there). The input is opened first, so an input that cannot
     * be read never touches {@code out}; every failure is one {@link CommandFailure} line (a failed write
     * is a {@link WriteFailure}), and {@link OutputFile} leaves no partial file.
     */
    static void run(BlockModeCipher c, CommandIo io, Path in, Path out, boolean emptyIsBad, boolean encrypt)
            throws CommandFailure {
        CipherPump.Source source;
        try {
            source = in == null ? CipherPump.Source.of(io.in()) : CipherPump.Source.open(in);
        } catch (IOException e) {
            throw new CommandFailure("cannot read " + in + ": " + CommandFailure.reason(e));
        }
        try (source; OutputFile file = open(out)) {
            OutputStream sink = file == null ? io.out()
                    : new BufferedOutputStream(WriteFailure.guard(file.stream(), out.toString()), 1 << 16);
            long read;
            try {
                read = CipherPump.run(c, source, sink);
            } catch (IOException e) {
                throw new CommandFailure("error reading " + source.name + ": " + CommandFailure.reason(e));
            }
            if (emptyIsBad && read == 0) {
                throw new BadPaddingException("no input");
            }
            sink.flush();
            if (file != null) {
                try {
                    file.commit();
                } catch (IOException e) {
                    throw new CommandFailure("cannot write " + out + ": " + CommandFailure.reason(e));
                }
            }
        } catch (BadPaddingException e) {
            throw new CommandFailure(encrypt ? "bad encrypt" : "bad decrypt");
        } catch (IllegalBlockSizeException e) {
            throw new CommandFailure(encrypt ? "bad encrypt: data not multiple of block length (-nopad)" : "bad decrypt");
        } catch (IOException e) {
            // closing the input, or removing the temporary output after a failure
            throw new CommandFailure("I/O error: " + CommandFailure.reason(e));
        }
    }

    private static OutputFile open(Path out) throws CommandFailure {
        try {
            return out == null ? null : OutputFile.open(out);
        } catch (IOException e) {
            throw new CommandFailure("cannot write " + out + ": " + CommandFailure.reason(e));
        }
    }

    private static String value(List<String> args, int i, String option) throws UsageException {
        if (i >= args.size()) {
            throw new UsageException(option + " needs a value; " + usage());
        }
        return args.get(i);
    }

    /** {@code s} as bytes; the error shows at most 16 characters of it, on one line, whatever was given. */
    static byte[] hex(String s, String option) throws UsageException {
        try {
            return HexFormat.of().parseHex(s);
        } catch (IllegalArgumentException e) {
            String shown = s.length() <= 16 ? s : s.substring(0, 16) + "...";
            shown = shown.replaceAll("\\p{Cntrl}", "?");
            throw new UsageException(option + " is not a hex string: '" + shown + "'"
                    + (s.length() > 16 ? " (" + s.length() + " characters)" : ""));
        }
    }
}
