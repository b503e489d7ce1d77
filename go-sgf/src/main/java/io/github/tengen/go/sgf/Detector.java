package io.github.tengen.go.sgf;

import java.nio.CharBuffer;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.util.BitSet;

/**
 * Guesses the legacy encoding of bytes that are not UTF-8: each candidate that decodes the bytes without error is
 * scored by how plausible its characters are (frequent characters of its language, kana for Japanese, Hangul
 * syllables for Korean, lower-case runs for Cyrillic), per high byte; the best candidate above a threshold wins.
 */
final class Detector {
  private Detector() {}

  /** About 400 of the most frequent simplified Chinese characters, and Go words and names. */
  private static final String SIMPLIFIED = "的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年得就那要下以生会自着去之过家学"
      + "对可她里后小么心多天而能好都然没日于起还发成事只作当想看文无开手十用主行方又如前所本见经头面公同三已老从动两长知民样现"
      + "分将外但身些与高意进把法此实回二理美点月明其种声全工己话儿者向情部正名定女问力机给等几很业最间新什打便位因重被走电四第"
      + "门相次东政海口使教西再平真听世气信北少关并内加化由却代军产入先山五太水万市眼体别处总才场师书比住员九笑性通目华报立马命"
      + "张活难神数件安表原车白应路期叫死常提感金何更反合放做系计或司利受光王果亲界及今京务制解各任至清物台象记边共风战干接它许"
      + "八特觉望直服毛林题建南度统色字请交爱让认算论百吃义科怎元社术结六功指思非流每青管夫连远资队跟带花快条院变联言权往展该领"
      + "传近留红治决周保达办运武半候七必城父强步完革深区即求品士转量空甚众技轻程告江语英基派满式李息写呢识极令黄德收脸钱党倒未"
      + "持取设始版双历越史商千片容研像找友孩站广改议形委早房音火际则首单据导影失拿网香似斯专石若兵弟谁校读志飞观争究包组造落视"
      + "济喜离虽坏兴切府断创木注示夜晚官星须排胜局棋围段柯洁毅杯赛届黑盘负目手劫活死眼杀征打吃胜负让先贴古力聂卫平常昊马晓春"
      + "陈耀烨时越罗洗河江维杰范廷钰芈昱廷唐韦星檀啸朴廷桓李世石申真谞朱寰辜梓豪杨鼎新谢赫刘星王檄孔杰周睿羊俞斌邱峻彭立尧";

  /** About 400 of the most frequent traditional Chinese characters, and Go words. */
  private static final String TRADITIONAL = "的一是不了人我在有他這中大來上國個到說們為子和你地出道也時年得就那要下以生會自著去之過家學"
      + "對可她裡後小麼心多天而能好都然沒日於起還發成事只作當想看文無開手十用主行方又如前所本見經頭面公同三已老從動兩長知民樣現"
      + "分將外但身些與高意進把法此實回二理美點月明其種聲全工己話兒者向情部正名定女問力機給等幾很業最間新什打便位因重被走電四第"
      + "門相次東政海口使教西再平真聽世氣信北少關並內加化由卻代軍產入先山五太水萬市眼體別處總才場師書比住員九笑性通目華報立馬命"
      + "張活難神數件安表原車白應路期叫死常提感金何更反合放做系計或司利受光王果親界及今京務制解各任至清物台臺象記邊共風戰乾接它許"
      + "八特覺望直服毛林題建南度統色字請交愛讓認算論百吃義科怎元社術結六功指思非流每青管夫連遠資隊跟帶花快條院變聯言權往展該領"
      + "傳近留紅治決周保達辦運武半候七必城父強步完革深區即求品士轉量空甚眾技輕程告江語英基派滿式李息寫呢識極令黃德收臉錢黨倒未"
      + "持取設始版雙歷越史商千片容研像找友孩站廣改議形委早房音火際則首單據導影失拿網香似斯專石若兵弟誰校讀志飛觀爭究包組造落視"
      + "濟喜離雖壞興切府斷創木注示夜晚官星須排勝局棋圍段柯潔毅盃杯賽屆黑盤負目劫殺征貼林海峰王立誠周俊勳陳詩淵張栩謝依旻";

  /** Frequent kanji of Japanese text besides kana, and Go words and names. */
  private static final String JAPANESE = "日本人一大年中会出時行見月分後前生五十上東者事自社二三四発高長地手方部学合的目間入子本戦"
      + "局棋聖名人王座天元碁聖十段本因坊囲碁白黒番勝負半目中押投了先手後手地手順打井山裕太一力遼芝野虎丸張栩趙治勲小林光一"
      + "武宮正樹高尾紳路羽根直樹依田紀基結城聡坂井秀至河野臨村川大介許家元余正麒山下敬吾秀策本因坊道策世界最決定第回期";

  /** Frequent Hangul syllables of Korean text, names and Go words. */
  private static final String KOREAN = "이의다는에을하고가지리기사로한자서대도를시수아정인나국일적과어해으전들상부주보구만게여소그"
      + "제신성문경우라원화장동요유면생미되중선연비었것세내방조관까계무오마모공히학당며위실개현진없때치교말용물저안김박최강윤임"
      + "권황송류홍손양배백허남심노곽차민명승흑바둑불계호영준혁철희석환규훈택근태재범섭세돌진서정환혜연창";

  private static final BitSet COMMON_SIMPLIFIED = bits(SIMPLIFIED);
  private static final BitSet COMMON_TRADITIONAL = bits(TRADITIONAL);
  private static final BitSet COMMON_JAPANESE = bits(JAPANESE + SIMPLIFIED.substring(0, 200));
  private static final BitSet COMMON_KOREAN = bits(KOREAN);

  private static BitSet bits(String s) {
    BitSet b = new BitSet(0x10000);
    s.chars().forEach(b::set);
    return b;
  }

  private enum Language { SIMPLIFIED, TRADITIONAL, JAPANESE, KOREAN, CYRILLIC }

  private record Candidate(String charset, Language language) {}

  private static final Candidate[] CANDIDATES = {
    new Candidate("GB18030", Language.SIMPLIFIED),
    new Candidate("Big5-HKSCS", Language.TRADITIONAL),
    new Candidate("windows-31j", Language.JAPANESE),
    new Candidate("x-windows-949", Language.KOREAN),
    new Candidate("windows-1251", Language.CYRILLIC),
  };

  /** The most plausible legacy encoding, or null if none is convincing. */
  static Charset detect(byte[] data) {
    byte[] sample = highByteSample(data);
    int highBytes = 0;
    for (byte x : sample) {
      if (x < 0) {
        highBytes++;
      }
    }
    if (highBytes == 0) {
      return null;
    }
    Charset best = null;
    double bestScore = 0.25; // per high byte; below this no candidate convinces
    for (Candidate c : CANDIDATES) {
      Charset cs = SgfCharsets.forNameOrNull(c.charset);
      if (cs == null) {
        continue;
      }
      CharBuffer text;
      try {
        text = cs.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(sample));
      } catch (CharacterCodingException e) {
        continue;
      }
      double score = score(text, c.language) / highBytes;
      if (score > bestScore) {
        bestScore = score;
        best = cs;
      }
    }
    return best;
  }

  /** Up to 64 KiB of the bytes around non-ASCII ones, cut at ASCII bytes so no character is split. */
  private static byte[] highByteSample(byte[] data) {
    if (data.length <= 65536) {
      return data;
    }
    int end = 65536;
    while (end < data.length && data[end] < 0) {
      end++;
    }
    byte[] out = new byte[end];
    System.arraycopy(data, 0, out, 0, end);
    return out;
  }

  private static double score(CharSequence text, Language lang) {
    double s = 0;
    int n = text.length();
    for (int k = 0; k < n; k++) {
      char c = text.charAt(k);
      if (c < 0x80) {
        continue;
      }
      s += weight(c, lang, k > 0 ? text.charAt(k - 1) : ' ', k + 1 < n ? text.charAt(k + 1) : ' ');
    }
    return s;
  }

  private static double weight(char c, Language lang, char before, char after) {
    boolean kana = c >= 0x3041 && c <= 0x30FF;
    boolean hangul = c >= 0xAC00 && c <= 0xD7A3;
    boolean han = c >= 0x4E00 && c <= 0x9FFF;
    boolean cjkPunct = (c >= 0x3000 && c <= 0x303F) || (c >= 0xFF01 && c <= 0xFF5E);
    switch (lang) {
      case JAPANESE:
        if (kana) {
          return 1.5;
        }
        if (han) {
          return COMMON_JAPANESE.get(c) ? 2 : 0.3;
        }
        return cjkPunct ? 0.5 : -1;
      case KOREAN:
        if (hangul) {
          return COMMON_KOREAN.get(c) ? 2 : 0.2;
        }
        if (han) {
          return 0; // hanja: rare in modern Korean records
        }
        return cjkPunct ? 0.5 : -1;
      case SIMPLIFIED:
      case TRADITIONAL:
        if (han) {
          BitSet common = lang == Language.SIMPLIFIED ? COMMON_SIMPLIFIED : COMMON_TRADITIONAL;
          return common.get(c) ? 2 : 0.2;
        }
        return cjkPunct ? 0.5 : kana ? 0.2 : -1;
      case CYRILLIC:
      default:
        if (c >= 0x0430 && c <= 0x044F || c == 0x0451) {
          return 1; // lower case
        }
        if (c >= 0x0410 && c <= 0x042F || c == 0x0401) {
          boolean wordStart = !Character.isLetter(before);
          boolean lowerNext = after >= 0x0430 && after <= 0x044F;
          boolean upperNext = after >= 0x0410 && after <= 0x042F;
          return wordStart && (lowerNext || upperNext || !Character.isLetter(after)) || upperNext
              && (before >= 0x0410 && before <= 0x042F) ? 1 : -1;
        }
        return c == 0xAB || c == 0xBB || c == 0x2014 || c == 0x2013 || c == 0x2116 ? 0.5 : -1;
    }
  }

  /** Whether bytes that are not valid UTF-8 are still mostly valid multi-byte UTF-8 sequences. */
  static boolean mostlyUtf8(byte[] data) {
    int valid = 0;
    int invalid = 0;
    int k = 0;
    while (k < data.length) {
      int c = data[k] & 0xff;
      if (c < 0x80) {
        k++;
        continue;
      }
      int len = c >= 0xF0 && c <= 0xF4 ? 4 : c >= 0xE0 ? (c <= 0xEF ? 3 : 0) : c >= 0xC2 ? 2 : 0;
      boolean ok = len > 0 && k + len <= data.length;
      for (int j = 1; ok && j < len; j++) {
        ok = (data[k + j] & 0xC0) == 0x80;
      }
      if (ok) {
        valid += len;
        k += len;
      } else {
        invalid++;
        k++;
      }
    }
    return valid >= 6 && invalid * 4 <= valid;
  }
}
