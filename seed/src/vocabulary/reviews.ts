/**
 * What synthetic visitors write about the places they went: sentences by tone (good for
 * 4-5 stars, mixed for 3, poor for 1-2), filled with the business's name, area and what
 * it sells, and the names they sign with. First person, plain, local: how people in
 * Tampa Bay write about a place, never how the place writes about itself.
 */
import type { Weighted } from '../random';

export type ReviewTone = 'good' | 'mixed' | 'poor';

/** The first sentence: why they went, or the verdict. */
// prettier-ignore
export const REVIEW_OPENERS: Record<ReviewTone, string[]> = {
  good: [
    'Finally made it to {name} after driving past it for months, and I wish I had come sooner.',
    '{name} is exactly the kind of place {area} needed.',
    'We stopped in at {name} on a whim and ended up staying all afternoon.',
    'A friend who grew up in {area} brought us to {name}, and now I get why she talks about it.',
    'Third visit to {name} this year and it has not slipped once.',
    'If you are in {area} and wondering where to go, go to {name}.',
    'Came to {name} for the {sells} and left already planning the next trip.',
    'Took my parents to {name} while they were down from up north and they loved it.',
    'I was skeptical of the hype around {name}, but it earned every star.',
    'Easily one of my favorite spots in {area}.',
    'Booked {name} for a birthday and it made the day.',
    'We live ten minutes from {name} and somehow only just discovered it.',
  ],
  mixed: [
    '{name} was fine, just not quite what the buzz had me expecting.',
    'Some things at {name} were great and some were forgettable.',
    'Went to {name} on a Saturday, which may have been the mistake.',
    'I want to like {name} more than I do.',
    '{name} is a decent option in {area}, though not the first one I would pick.',
    'Our second visit to {name} did not quite match the first.',
    'We had a good time at {name}, with a couple of caveats.',
    'Solid middle-of-the-road experience at {name}.',
  ],
  poor: [
    'I really wanted {name} to be good, but it was not our night.',
    'Disappointing visit to {name}, and I do not say that lightly.',
    'We left {name} earlier than planned.',
    'Hard to recommend {name} after this visit.',
    'Our trip to {name} started badly and did not recover.',
    'I had heard good things about {name}, so this one stung.',
    'Two tries at {name} now, and neither was worth the drive.',
  ],
};

/** About what the place sells ({sells}: 'Cuban sandwiches', 'guided tours', 'craft cocktails'…). */
// prettier-ignore
export const REVIEW_DETAILS: Record<ReviewTone, string[]> = {
  good: [
    'The {sells} were the highlight, and I would come back for them alone.',
    'Everyone at the table agreed the {sells} were the best they had had in a while.',
    'Do not skip the {sells}.',
    'The {sells} are the real deal, no shortcuts.',
    'We tried the {sells} on the staff\'s suggestion and were glad we did.',
    'The {sells} were better than anything we found in {area} on our last trip.',
    'I have tried the {sells} all over the bay and these are near the top.',
    'The {sells} alone are worth the parking hunt.',
  ],
  mixed: [
    'The {sells} were good, though a little pricey for what you get.',
    'The {sells} were hit or miss depending on the day.',
    'I liked the {sells}, but they were not the standout I was promised.',
    'The {sells} were fine; nothing we could not find elsewhere in {area}.',
    'We came for the {sells} and they were sold out, so we made do.',
  ],
  poor: [
    'The {sells} were not what the photos promised.',
    'The {sells} were a letdown, and at these prices that hurts.',
    'We asked about the {sells} and got a shrug.',
    'The {sells} tasted like an afterthought.',
    'We waited a long time for the {sells}, and they were not worth it.',
  ],
};

/** About everything else: staff, waits, parking, prices, the place itself. */
// prettier-ignore
export const REVIEW_REMARKS: Record<ReviewTone, string[]> = {
  good: [
    'The staff were friendly without hovering.',
    'Our server remembered us from last time, which was a nice touch.',
    'Parking was easier than I expected for {area}.',
    'Prices are fair for the quality.',
    'It was busy but we were taken care of quickly.',
    'The place is spotless and feels well run.',
    'Great spot to bring out-of-town guests.',
    'They were patient with our kids and made them feel welcome.',
    'The outdoor seating is lovely once the sun goes down.',
    'There is a real neighborhood feel, with regulars chatting with the owners.',
    'Everything was ready when they said it would be.',
    'Good music, not too loud, easy to talk.',
    'Worth the drive over the bridge.',
    'They clearly care about the details.',
    'It gets crowded on weekends, so go early.',
    'The owner stopped by to ask how everything was, and meant it.',
    'Street parking fills up, but the garage around the corner is cheap.',
    'We were in and out in under an hour and never felt rushed.',
    'The air conditioning is a blessing in August.',
    'Dog friendly on the patio, which is a big plus for us.',
    'They handled a last-minute change to our plans without any fuss.',
    'Booking online was simple and they confirmed right away.',
    'Locals clearly love it: half the room seemed to know each other.',
    'It is the kind of place you tell friends about and then regret because it gets busier.',
  ],
  mixed: [
    'Service was friendly but slow.',
    'Parking is a pain, so plan for that.',
    'It is on the pricey side.',
    'The wait was longer than they told us.',
    'It was loud enough that we had to lean in to talk.',
    'The place could use a little refresh.',
    'Weekday visits seem to go better than weekends.',
    'Some of the staff were great, others seemed checked out.',
    'The website hours did not match the sign on the door.',
    'It was warm inside on a hot afternoon.',
    'Good for a quick stop, less so for a long evening.',
    'Not bad, just not memorable.',
  ],
  poor: [
    'Nobody greeted us for ten minutes.',
    'The staff seemed overwhelmed and nobody was in charge.',
    'It was not clean, which is hard to overlook.',
    'We were charged for something we never got, and fixing it took a while.',
    'The hours online were wrong and we waited outside.',
    'Way too expensive for what it was.',
    'It was so loud we gave up on conversation.',
    'Our reservation was lost and they seemed not to care.',
    'The manager was polite but could not fix much.',
    'Parking was impossible and the lot attendant was rude.',
  ],
};

/** The last sentence. */
// prettier-ignore
export const REVIEW_CLOSERS: Record<ReviewTone, string[]> = {
  good: [
    'We will be back.',
    'Already planning our next visit.',
    'Highly recommend.',
    'A real {area} gem.',
    'Five stars from our whole crew.',
    'Cannot wait to go back.',
    'Go, you will not regret it.',
  ],
  mixed: [
    'Might give it another try.',
    'Worth a visit if you are nearby.',
    'Not bad, not amazing.',
    'Could be great with a few fixes.',
    'I would go back, but I would not go out of my way.',
  ],
  poor: [
    'We will not be back.',
    'Save your money.',
    'Hope they turn it around.',
    'There are better options in {area}.',
    'Not worth the trip.',
  ],
};

/** How many sentences a review has: most say a few, some go on, a handful write an essay. */
export const REVIEW_SENTENCES: Weighted<readonly [number, number]> = [
  [[2, 2], 22],
  [[3, 3], 30],
  [[4, 4], 18],
  [[5, 7], 17],
  [[8, 14], 9],
  [[15, 30], 3.5],
  [[31, 60], 0.5],
];

/** Why a moderator removed a review (the author sees it). */
export const REMOVAL_REASONS = [
  'Not about a first-hand visit.',
  'Written by someone connected to the business.',
  'Contains personal details about staff.',
  'Offensive language.',
  'Advertising for another business.',
  'The same text was posted on several businesses.',
];

/** Where reviewers say they are from, when they say so. */
// prettier-ignore
export const HOMETOWNS = [
  'Brandon', 'Riverview', 'Seminole Heights', 'Westchase', 'Carrollwood', 'Lutz', 'Wesley Chapel', 'Valrico',
  'Temple Terrace', 'Apollo Beach', 'Ruskin', 'Largo', 'Dunedin', 'Palm Harbor', 'St. Pete', 'Safety Harbor',
  'South Tampa', 'Ybor', 'Plant City', 'Land O\' Lakes', 'Odessa', 'Tarpon Springs', 'Clearwater', 'Gulfport',
];
/** Visitors who winter here. */
export const WINTER_HOMES = ['Ohio', 'Michigan', 'Toronto', 'Chicago', 'Buffalo', 'Minnesota', 'Pittsburgh', 'Quebec'];
