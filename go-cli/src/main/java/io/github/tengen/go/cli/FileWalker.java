package io.github.tengen.go.cli;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryIteratorException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Lists the files below some roots one at a time, depth first, without holding more than a bounded part of any
 * directory: a million files need no memory for all of them. Directories are read in name order when they hold at
 * most {@value #SORTED_LIMIT} entries (in the file system's order beyond that). Symbolic links to directories are
 * not followed (no cycles); links to files are. Files given as roots are taken whatever their extension; below
 * directories only files with one of the extensions (case-insensitive) are. A FIFO, device or socket with such a
 * name is handed on like a file, for the reader to refuse without opening it and the run to report.
 */
final class FileWalker {
  /** Directories up to this many entries are read in name order. */
  static final int SORTED_LIMIT = 10_000;

  /** Receives the files and the failures, in walk order. */
  interface Sink {
    /** A file to take. */
    void file(Path file) throws InterruptedException;

    /** A root or directory that could not be read (its name as given), and why in a few words. */
    void failed(String name, String why) throws InterruptedException;
  }

  private final Set<String> extensions;

  /**
   * A walker taking files with these extensions below directories.
   *
   * @param extensions extensions without the dot, lower case
   */
  FileWalker(Set<String> extensions) {
    this.extensions = Set.copyOf(extensions);
  }

  boolean wanted(Path file) {
    String name = file.getFileName() == null ? "" : file.getFileName().toString();
    int dot = name.lastIndexOf('.');
    return dot >= 0 && extensions.contains(name.substring(dot + 1).toLowerCase(Locale.ROOT));
  }

  /**
   * Walks the roots in order.
   *
   * @param roots files and directories, as names (read lazily: a list of a million names is not held)
   * @param sink what receives them
   * @throws InterruptedException if the sink is interrupted
   */
  void walk(Iterable<String> roots, Sink sink) throws InterruptedException {
    for (String name : roots) {
      if (name.isEmpty()) {
        continue;
      }
      Path root;
      BasicFileAttributes a;
      try {
        root = Path.of(name);
        a = Files.readAttributes(root, BasicFileAttributes.class);
      } catch (InvalidPathException e) {
        sink.failed(name, "not a path: " + e.getReason());
        continue;
      } catch (IOException e) {
        sink.failed(name, why(e));
        continue;
      }
      if (a.isDirectory()) {
        walkDirectory(root, sink);
      } else {
        sink.file(root);
      }
    }
  }

  private void walkDirectory(Path root, Sink sink) throws InterruptedException {
    Deque<Listing> stack = new ArrayDeque<>();
    Listing top = Listing.open(root, sink);
    if (top != null) {
      stack.push(top);
    }
    while (!stack.isEmpty()) {
      Listing l = stack.peek();
      Path next;
      try {
        next = l.next();
      } catch (DirectoryIteratorException e) {
        sink.failed(l.dir.toString(), why(e.getCause()));
        next = null;
      }
      if (next == null) {
        l.close();
        stack.pop();
        continue;
      }
      BasicFileAttributes a;
      try {
        a = Files.readAttributes(next, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        if (a.isSymbolicLink()) {
          BasicFileAttributes target = Files.readAttributes(next, BasicFileAttributes.class);
          if (target.isDirectory()) {
            continue; // not followed: no cycles
          }
          a = target;
        }
      } catch (IOException e) {
        if (wanted(next)) {
          sink.failed(next.toString(), why(e));
        }
        continue;
      }
      if (a.isDirectory()) {
        Listing sub = Listing.open(next, sink);
        if (sub != null) {
          stack.push(sub);
        }
      } else if (wanted(next)) {
        sink.file(next); // a FIFO or a device too: the reader refuses it without opening it, and says so
      }
    }
  }

  /** A short reason for an I/O failure. */
  static String why(IOException e) {
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    if (e instanceof NoSuchFileException) {
      return "no such file or directory";
    }
    return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
  }

  /** One open directory: its first entries sorted, any beyond {@link #SORTED_LIMIT} streamed. */
  private static final class Listing {
    final Path dir;
    final DirectoryStream<Path> stream;
    final Iterator<Path> rest;
    final Iterator<Path> first;

    private Listing(Path dir, DirectoryStream<Path> stream, Iterator<Path> rest, Iterator<Path> first) {
      this.dir = dir;
      this.stream = stream;
      this.rest = rest;
      this.first = first;
    }

    static Listing open(Path dir, Sink sink) throws InterruptedException {
      DirectoryStream<Path> s;
      try {
        s = Files.newDirectoryStream(dir);
      } catch (IOException e) {
        sink.failed(dir.toString(), why(e));
        return null;
      }
      Iterator<Path> it = s.iterator();
      List<Path> head = new ArrayList<>();
      try {
        while (head.size() < SORTED_LIMIT && it.hasNext()) {
          head.add(it.next());
        }
      } catch (DirectoryIteratorException e) {
        sink.failed(dir.toString(), why(e.getCause()));
      }
      boolean complete;
      try {
        complete = !it.hasNext();
      } catch (DirectoryIteratorException e) {
        complete = true;
      }
      if (complete) {
        head.sort(null);
      }
      return new Listing(dir, s, it, head.iterator());
    }

    Path next() {
      if (first.hasNext()) {
        return first.next();
      }
      return rest.hasNext() ? rest.next() : null;
    }

    void close() {
      try {
        stream.close();
      } catch (IOException e) {
        // nothing was written: a failure to close a listing loses nothing
      }
    }
  }
}
