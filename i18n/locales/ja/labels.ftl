## プレイヤーが読む手の表記

scopa-label-lay = { $card }を場に出す
scopa-label-take = { $card }で{ $cards }を取る
scopa-label-sweep = { $card }で{ $cards }を取る — スコパ！
scarto-label-discard = 3枚を伏せる
concentration-label-flip = { $number }番のカードをめくる
stovkahra-declaration = { $rank ->
    [A] エース
    [K] レ（K）
    [Q] カヴァッロ
    [J] ファンテ
   *[other] { $rank }
  }が{ $count }枚（{ $points }点）
stovkahra-label-declares = { $combination }を宣言
stovkahra-label-pass = 宣言終わり
stovkahra-label-dost = ドスト！
stovkahra-label-brcka-add = ブルチカを自分たちの累計に加える
stovkahra-label-brcka-take = ブルチカを負けた側の累計から引く
oldmaid-label-shuffle = 手札をシャッフルする
oldmaid-label-draw = { $number }番目のカードを引く
oldmaid-label-draw-from = { $who }の{ $number }番目のカードを引く
gofish-label-ask = { $who }に{ $what }を聞く
rank-plural = { $rank ->
    [A] エース
    [J] ジャック
    [Q] クイーン
    [K] キング
    [JK] ジョーカー
   *[other] { $rank }
  }
# 助詞の前の値（「7のブック」）：rank-pluralと同じ語。
rank-bare = { $rank ->
    [A] エース
    [J] ジャック
    [Q] クイーン
    [K] キング
    [JK] ジョーカー
   *[other] { $rank }
  }

## ゲームの形式の説明

subtitle-scopa = イタリアの定番
subtitle-scopone = 4人・2チームで遊ぶスコパ
subtitle-scopone-scientifico = 手札10枚ずつ、場札なしで始めるスコポーネ
subtitle-scopone-tamanini = ナポラありの21点先取シェンティフィコ
subtitle-scopone-assi = エースで場札を全部取れるシェンティフィコ
subtitle-scopa-15 = 出したカードと合わせて15になるように取る
subtitle-scarto = 3人で遊ぶピエモンテのタロット
subtitle-stovkahra = 今も遊ばれる最後のトラッポラ、2チーム戦
subtitle-gofish = 数字を聞いてカードを集め、ブックを作る
subtitle-concentration = 記憶力のゲーム
subtitle-shinkei-suijaku = 日本の神経衰弱
subtitle-babanuki = ババ（ジョーカー）を最後まで持たないように
subtitle-old-maid = 1枚だけ残るクイーンを最後まで持たないように
subtitle-jiji-nuki = 伏せた1枚が、どれが残るかを決める

## /hint：コンピューターがその手をすすめる理由

hint-only-move = 出せる手はこれだけです
hint-margin = { $reason }（{ $deals }回のシミュレーションで、次点の手を{ NUMBER($margin, minimumFractionDigits: 2, maximumFractionDigits: 2) }上回りました）
hint-best-tried = 試した中でいちばん良い手です
hint-concentration-seen = { $number }番のカードは{ $card }だと分かっています。めくればそろうか、そろわなくても新しい情報を与えません
hint-concentration-unseen = 覚えている手がかりはありません。{ $number }番はまだ誰も見ていないカードです
hint-gofish-known = { $who }が{ $rank }を持っているのは分かっています（自分で聞いたか、取ったため）
hint-gofish-hold = あなたは{ $rank }を{ $count }枚持っていて、{ $who }が持っていないという手がかりはありません
hint-gofish-book = { $who }は、あなたのブックをそろえる{ $the_rank }を持っていそうです（{ NUMBER($chance, style: "percent") }）
hint-gofish-none = { $who }は{ $rank }をおそらく持っていません（{ NUMBER($chance, style: "percent") }）。ゴーフィッシュなら損は1枚だけですが、カードを渡すたびに相手は手札が空に近づきます
hint-oldmaid-shuffle = 負けのカードを持っているかもしれません。引かれる前に手札をシャッフルしましょう
hint-oldmaid-any = どの位置も確率は同じです。どれを引いても構いません
hint-scarto-discard = 確実な点と短いスートを伏せ、切り札とキングを残します
hint-trick-best-lead = そのスートで残っている最強のカードです。リードしてトリックを取りましょう
hint-trick-long-lead = いちばん長いスートからリードすれば、勝てるカードを後に残せます
hint-trick-cheapest = このトリックを取れる中でいちばん弱いカードです
hint-trick-excuse = 点を失わず、負けるトリックに良いカードを使わずに済みます
hint-trick-partner = パートナーが勝っています。このカードでトリックに点を足しましょう
hint-trick-lose = このトリックは取れません。これがいちばん損の少ないカードです
hint-scopa-sweep = 場札を全部取ってスコパになります
hint-scopa-settebello = セッテベッロ（金貨の7）はそれだけで1点です
hint-scopa-takes = 取り札が{ $count }枚増えます{ $coins ->
    [0] {""}
   *[other] （うち金貨{ $coins }枚）
  }{ $safe ->
    [yes] 。セッテベッロも確保できます
   *[no] {""}
  }
hint-scopa-lay = いちばん損が少なく、簡単なスコパも許しません
hint-stovkahra-dost = あなたのチームは目標点に達しています。ドストを宣言すれば、今すぐゲームの勝ちです
hint-stovkahra-declare = 宣言は点になるだけで損はありません
hint-stovkahra-signal = 切り札の7を持っていて、手札にないスートがあります。そのスートをリードするようパートナーに合図を送り、そのトリックを7で取りましょう
hint-stovkahra-brcka = マッチでいちばん効くようにブルチカを加える（引く）
hint-stovkahra-pass = 宣言するものはありません
hint-stovkahra-signalled = パートナーがこのスートを合図しました。リードすれば、パートナーが7で最初のトリックを取れます
hint-stovkahra-seven = 7でトリックを取れば、7のボーナスが入ります
